import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { AUDITION_FILTERS, auditionSearch, DEFAULT_AUDITION_QUERY } from "./audition-filters";

/** The categories (app/constants/category-names.ts) whose members are cast at auditions, not hired as crew. */
const PERFORMING_CATEGORIES: readonly string[] = ["acting", "voice-acting", "dance", "stunts"];

/** A role typed on a profile that is cast at auditions: "Actor", "Theatre actress", "Dubbing artist". */
const PERFORMING_ROLE = /\b(actor|actress|performer|dancer|voice artist|dubbing artist|stunt)/i;

/**
 * Where a member who signed in without a page to return to is best sent: a
 * performer (by their profile's categories or role) with a verified email to the auditions list,
 * filtered to their city when the list's place filter offers it; null for
 * everyone else (who keep /discover, spec part 2, section 2). The
 * profile has no gender or age to filter by, so those are left open.
 */
export async function auditionsPathFor(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({
      role: profiles.role,
      categories: profiles.categories,
      cityId: profiles.cityId,
      emailVerified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  // Until the email is verified no audition takes their application: /discover's welcome says so first.
  if (!profile?.emailVerified) return null;
  const performs =
    profile.categories.some((slug) => PERFORMING_CATEGORIES.includes(slug)) ||
    PERFORMING_ROLE.test(profile.role);
  if (!performs) return null;
  const location = AUDITION_FILTERS.location.find((option) => option.value === profile.cityId)?.value;
  return `/auditions${auditionSearch({ ...DEFAULT_AUDITION_QUERY, location: location ?? "all" })}`;
}

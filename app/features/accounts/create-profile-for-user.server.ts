import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import { profiles, usernameRedirects } from "~/db/schema";
import { firstFreeUsername, usernameFromName } from "./username";

export const DEFAULT_ROLE = "Entertainment Professional";

/**
 * Every account gets a public profile at sign-up (by email or a social
 * provider): the account's name, a username made from it and kept unique.
 * Sign-up is accounts' work, so the profile's first row is made here; the
 * profiles feature builds on accounts and never the other way (decision 020).
 */
export async function createProfileForUser(user: { id: string; name: string }) {
  const db = getDb();
  const username = await firstFreeUsername(usernameFromName(user.name), async (candidate) => {
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, candidate));
    // A renamed profile's old name keeps redirecting; a new account should not take it over silently.
    const [redirect] = await db
      .select({ id: usernameRedirects.profileId })
      .from(usernameRedirects)
      .where(eq(usernameRedirects.oldUsername, candidate));
    return Boolean(row || redirect);
  });
  const [row] = await db
    .insert(profiles)
    .values({ userId: user.id, username, name: user.name, role: DEFAULT_ROLE, location: "India" })
    .onConflictDoNothing({ target: profiles.userId })
    .returning();
  return row;
}

/** Sets the profile's category and role from the sign-up form. */
export async function setProfileCategory(
  db: Database,
  userId: string,
  category: { slug: string; singularName: string },
) {
  await db
    .update(profiles)
    .set({ categories: [category.slug], role: category.singularName })
    .where(eq(profiles.userId, userId));
}

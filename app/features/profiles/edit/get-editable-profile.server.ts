import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { getProfileById, listMediaTitles, listPortfolio } from "../get-public-profile.server";
import type { EditableProfile } from "./editable-profile";
import { latestAvailableFrom } from "./profile-edit-schema";

/**
 * The profile `profileIdParam` names, for its owner only: anyone else (or an
 * unknown id) gets null, and the route answers "not found" either way.
 */
export async function getEditableProfile(db: Database, userId: string, profileIdParam: string) {
  if (!/^\d{1,10}$/.test(profileIdParam)) return null;
  const profile = await getProfileById(db, Number(profileIdParam));
  if (!profile || profile.userId !== userId) return null;
  const [portfolio, mediaTitles] = await Promise.all([listPortfolio(db, profile.id), listMediaTitles(db)]);
  const editable: EditableProfile = {
    ...profile,
    portfolio: portfolio.map((item) => ({ ...item, imageId: item.imageId ?? null })),
  };
  return {
    profile: editable,
    mediaTitles,
    /** The date picker's last day, read here so server and browser agree on it. */
    availableFromMax: latestAvailableFrom(),
  };
}

/** The profile id `profileIdParam` names if `userId` owns it, else null: the check a save needs, without the editor's data. */
export async function findOwnedProfileId(db: Database, userId: string, profileIdParam: string) {
  if (!/^\d{1,10}$/.test(profileIdParam) || Number(profileIdParam) > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, Number(profileIdParam)), eq(profiles.userId, userId)));
  return row?.id ?? null;
}

import type { Database } from "~/db/client.server";
import { mayReach } from "~/features/blocks/member-reach.server";
import { findProfileId } from "~/features/profiles/get-public-profile.server";
import { ServiceError } from "~/lib/service-error";

/** What every fetcher on a profile page shows for a profile that is gone. */
export const PROFILE_INTENT_MESSAGES = {
  profileGone: "That profile no longer exists.",
} as const;

/**
 * The first step every write from a profile's page takes (connect, review...):
 * the profile its current username names, or `not_found`. Each write then
 * checks the rest itself (whether the writer may reach the profile's owner
 * among it) and counts against the account's write limit.
 */
export async function findProfileToActOn(
  db: Database,
  username: string,
): Promise<{ id: number; userId: string | null }> {
  const profile = await findProfileId(db, username);
  if (!profile) throw new ServiceError("not_found", PROFILE_INTENT_MESSAGES.profileGone);
  return profile;
}

/**
 * `not_found`, the same as for a profile that is gone (so nobody learns of a
 * block), unless `actorId` may reach the profile's owner
 * (app/features/blocks/member-reach.server.ts: not suspended, no block either way).
 */
export async function refuseUnlessReachable(
  db: Database,
  profile: { userId: string | null },
  actorId: string,
) {
  if (profile.userId && !(await mayReach(db, actorId, profile.userId))) {
    throw new ServiceError("not_found", PROFILE_INTENT_MESSAGES.profileGone);
  }
}

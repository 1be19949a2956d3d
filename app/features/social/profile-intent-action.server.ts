import type { Database } from "~/db/client.server";
import { findProfileId } from "~/features/profiles/get-public-profile.server";
import { ServiceError } from "~/lib/service-error";

/** What every fetcher on a profile page shows for a form no handler knows, or a profile that is gone. */
export const PROFILE_INTENT_MESSAGES = {
  unknownAction: "Unknown action.",
  profileGone: "That profile no longer exists.",
} as const;

/**
 * The first step every write from a profile's page takes (connect, review...):
 * the profile its current username names, or `not_found`. Each write then
 * checks the rest itself and counts against the account's write limit.
 */
export async function findProfileToActOn(db: Database, username: string): Promise<{ id: number }> {
  const profile = await findProfileId(db, username);
  if (!profile) throw new ServiceError("not_found", PROFILE_INTENT_MESSAGES.profileGone);
  return profile;
}

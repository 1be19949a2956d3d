import { data } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { enforceWriteLimit } from "~/features/security/rate-limit.server";
import { readFormData } from "~/lib/http.server";
import { findProfileId } from "./get-public-profile.server";

/** What a feature's intent handler gets: the posted intent and form, who posted it, about which profile. */
export type ProfileIntentArgs = {
  intent: unknown;
  formData: FormData;
  user: { id: string };
  profile: { id: number };
};
type IntentHandler = (args: ProfileIntentArgs) => Promise<unknown>;

/**
 * The steps every write about one profile takes (connect, review...): signed
 * in, the profile exists, within the write limit, then the feature's handler;
 * an intent no handler knows is a 400.
 */
export async function runProfileIntent(request: Request, username: string, handle: IntentHandler) {
  // Signed-out visitors go to sign in and come back to the page they posted from.
  const user = await requireUser(request);
  const profile = await findProfileId(username);
  if (!profile)
    return data({ ok: false as const, message: "That profile no longer exists." }, { status: 404 });
  await enforceWriteLimit(user.id);
  const formData = await readFormData(request);
  const reply = await handle({ intent: formData.get("intent"), formData, user, profile });
  return reply ?? data({ ok: false as const, message: "Unknown action." }, { status: 400 });
}

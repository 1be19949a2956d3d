import { redirect } from "react-router";
import { OWN_PROFILE_PATH } from "~/constants/navigation";
import { getDb } from "~/db/client.server";
import { memberOf, type RequestArgs } from "~/features/accounts/viewer.server";
import { findOwnProfile } from "~/features/profiles/find-own-profile.server";
import { findProfileUsername } from "~/features/profiles/get-public-profile.server";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/profile-by-id";

/**
 * /profile/me is the header's Profile link: one's own profile, or sign in
 * first (the sign-in page says why). "me" is shorter than any username.
 */
async function redirectToOwnProfile(context: RequestArgs["context"]): Promise<never> {
  const user = memberOf(context);
  const own = await findOwnProfile(getDb(), user.id);
  // No profile yet: the editor makes it.
  throw redirect(own ? `/u/${own.username}` : "/edit-profile");
}

/** /profile/{id or username} → /u/{username}; an unknown one is a 404, never a stand-in profile. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (url.pathname === OWN_PROFILE_PATH) return redirectToOwnProfile(context);
  const username = await findProfileUsername(getDb(), params.id);
  if (!username) throw await notFound(request, "Profile not found");
  throw redirect(`/u/${username}`);
}

/** Never rendered (the loader always redirects or throws); its presence makes this a page, so a 404 shows the not-found page. */
export default function ProfileById() {
  return null;
}

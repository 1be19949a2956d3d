import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { findProfileUsername } from "~/features/profiles/get-public-profile.server";
import type { Route } from "./+types/profile-by-id";
import { notFound } from "./not-found-reply.server";

/** /profile/{id or username} → /u/{username}; an unknown one is a 404, never a stand-in profile. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const username = await findProfileUsername(getDb(), params.id);
  if (!username) throw await notFound(request, "Profile not found");
  throw redirect(`/u/${username}`);
}

/** Never rendered (the loader always redirects or throws); its presence makes this a page, so a 404 shows the not-found page. */
export default function ProfileById() {
  return null;
}

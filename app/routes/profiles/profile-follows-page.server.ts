import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { isSuspended } from "~/features/accounts/suspension.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { findRenamedUsername, getPublicProfile } from "~/features/profiles/get-public-profile.server";
import { listFollowers, listFollowing } from "~/features/social/follows/list-follows.server";
import { pageUrl } from "~/lib/page-url.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

export type FollowListKind = "followers" | "following";

/**
 * A profile's followers or following page (app/routes.ts lists it twice): the
 * page number from `?page=`, an old username redirected as the profile page
 * does, a suspended member's lists unavailable like their profile.
 */
export async function loadFollowListPage(
  { request, context }: RequestArgs,
  username: string,
  kind: FollowListKind,
) {
  const db = getDb();
  const profile = await getPublicProfile(db, username);
  if (!profile) {
    const renamed = await findRenamedUsername(db, username);
    if (renamed) throw redirect(`/u/${renamed}/${kind}${pageUrl(request).search}`, 301);
    throw await notFound(request, "Profile not found");
  }
  if (profile.userId && (await isSuspended(db, profile.userId)))
    throw data({ error: "This profile is unavailable" }, { status: 410 });
  const viewer = viewerOf(context);
  const page = Number(pageUrl(request).searchParams.get("page") ?? "1");
  const emptyPage = { people: [], total: 0, page: 1, pageCount: 1 };
  const list =
    kind === "followers"
      ? await listFollowers(db, viewer?.id ?? null, profile.id, page)
      : // A sample profile nobody claimed follows nobody.
        profile.userId
        ? await listFollowing(db, viewer?.id ?? null, profile.userId, page)
        : emptyPage;
  return { kind, profile: { name: profile.name, username: profile.username }, list };
}

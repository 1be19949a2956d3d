import { data, redirect } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { loginUrlFor } from "~/features/accounts/session.server";
import { memberOf, viewerOf } from "~/features/accounts/viewer.server";
import { BlockButton } from "~/features/blocks/components/block-button";
import { BLOCK_MESSAGES, blockStanding, setBlockedByProfile } from "~/features/blocks/member-blocks.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { MyFavorites } from "~/features/favorites/components/my-favorites";
import { hasFavorite, listFavorites } from "~/features/favorites/favorites.server";
import { ContactCard } from "~/features/profiles/components/contact-card";
import { ExpandableBio } from "~/features/profiles/components/expandable-bio";
import { FeaturedWork } from "~/features/profiles/components/featured-work";
import { InstagramGrid } from "~/features/profiles/components/instagram-grid";
import { PortfolioGallery } from "~/features/profiles/components/portfolio-gallery";
import { ProfessionalInfoCard } from "~/features/profiles/components/professional-info-card";
import { MessageButton, ProfileHeader } from "~/features/profiles/components/profile-header";
import { ProfileSidebar } from "~/features/profiles/components/profile-sidebar";
import { findProfileId, findRenamedUsername } from "~/features/profiles/get-public-profile.server";
import { contactFor, loadPublicProfilePage } from "~/features/profiles/load-profile-page.server";
import { ownCategory } from "~/features/profiles/own-category";
import { isCountedView } from "~/features/profiles/profile-views";
import { recordProfileView } from "~/features/profiles/record-profile-view.server";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { clientAddress } from "~/features/security/client-address.server";
import { ConnectButton } from "~/features/social/connections/components/connect-button";
import { ConnectionRequests } from "~/features/social/connections/components/connection-requests";
import { SkillEndorsements } from "~/features/social/endorsements/components/skill-endorsements";
import { ENDORSE_MESSAGES, endorseSkill } from "~/features/social/endorsements/endorse-skill.server";
import { FollowButton } from "~/features/social/follows/components/follow-button";
import { FollowCounts } from "~/features/social/follows/components/follow-counts";
import { FOLLOW_MESSAGES, setFollowing } from "~/features/social/follows/follow-profile.server";
import {
  PROFILE_INTENT_MESSAGES,
  refuseUnlessReachable,
} from "~/features/social/profile-intent-action.server";
import { loadProfileSocialView } from "~/features/social/profile-social-view.server";
import { ReviewsSection } from "~/features/social/reviews/components/reviews-section";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { messageReply } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/public-profile";

/**
 * The profile's page as every viewer sees it (briefly cached: decision 025), by
 * its current name; an old name answers with a permanent redirect to the new one.
 */
const PROFILE_UNAVAILABLE = "This profile is unavailable";

async function profileOrRedirect(request: Request, username: string) {
  const db = getDb();
  const page = await loadPublicProfilePage(db, username);
  if (page) return page;
  const renamed = await findRenamedUsername(db, username);
  if (renamed) throw redirect(`/u/${renamed}`, 301);
  throw await notFound(request, "Profile not found");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { profile, sections, ownerSuspended } = await profileOrRedirect(request, params.username);
  // Suspended by staff (issue 12): the page says so, and shows nothing of the profile.
  if (ownerSuspended) throw data({ error: PROFILE_UNAVAILABLE }, { status: 410 });
  const viewer = viewerOf(context);
  const viewerId = viewer?.id ?? null;
  const isOwner = viewer !== null && profile.userId === viewer.id;
  const db = getDb();
  // The parts every viewer sees alike come from the read caches; only this viewer's part is read here.
  const other = viewerId && !isOwner && profile.userId ? profile.userId : null;
  const [
    ,
    { follow, followingCount, connection, reviews, skills },
    saved,
    favorites,
    { blocking, blockedWith },
  ] = await Promise.all([
    // The talent card's view counter (spec part 1, section 3); a kept copy of the page counts in server/page-handler.ts.
    !isOwner && isCountedView(request.method, (name) => request.headers.get(name))
      ? recordProfileView(db, profile.username, { memberId: viewerId, ipAddress: clientAddress(request) })
      : false,
    loadProfileSocialView(db, viewerId, profile),
    viewerId && !isOwner ? hasFavorite(db, viewerId, "profile", String(profile.id)) : false,
    isOwner && viewerId ? listFavorites(db, viewerId) : null,
    viewerId && other ? blockStanding(db, viewerId, other) : { blocking: false, blockedWith: false },
  ]);
  // The account's internal id and the contact details (shown only through contactFor) stay on the server,
  // and so does the raw experience list: the page draws it as the credits and notes of `sections`.
  const {
    userId: _userId,
    email: _email,
    website: _website,
    socialLinks: _links,
    experience: _experience,
    ...shown
  } = profile;
  return {
    profile: shown,
    // Someone blocked (either way) sees no contact details, whatever the profile's setting.
    contact: blockedWith
      ? ({ visible: false, reason: "blocked", loginUrl: loginUrlFor(request) } as const)
      : contactFor(profile, viewer, loginUrlFor(request)),
    blocking,
    /** Either of the two has blocked the other: no Message button (the composer would refuse). */
    blockedWith,
    canBlock: other !== null,
    ...sections,
    follow,
    followingCount,
    connection,
    reviews,
    viewerKind: (viewer === null ? "signed-out" : isOwner ? "owner" : "member") as
      | "signed-out"
      | "owner"
      | "member",
    skills,
    isOwner,
    saved,
    favorites,
    urls: requestUrls(request),
  };
}

/**
 * Follow, unfollow, endorse, report, block and unblock. The layout's guard has
 * already sent signed-out visitors to sign in and refused unverified accounts
 * (app/routes.ts); each write counts against the account's write limit.
 * Blocking and unblocking (and unfollowing, which only takes away) are always
 * possible; everything else asks whether the viewer may reach the profile's
 * owner (findProfileToActOn), and is refused as if the profile were gone.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = memberOf(context);
  const db = getDb();
  const profile = await findProfileId(db, params.username);
  if (!profile) throw await notFound(request, "Profile not found");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  try {
    if (intent !== "block" && intent !== "unblock" && intent !== "unfollow") {
      await refuseUnlessReachable(db, profile, user.id);
    }
    if (intent === "report") {
      await reportFromForm(db, user.id, { kind: "profile", id: profile.id }, formData);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "block" || intent === "unblock") {
      const { name, blocked } = await setBlockedByProfile(db, user.id, profile.id, intent === "block");
      return {
        ok: true,
        blocked,
        message: blocked ? BLOCK_MESSAGES.blocked(name) : BLOCK_MESSAGES.unblocked(name),
      };
    }
    if (intent === "endorse") {
      const skill = formData.get("skill");
      if (typeof skill !== "string")
        return data({ ok: false, message: ENDORSE_MESSAGES.unknownSkill }, { status: 400 });
      await endorseSkill(db, user.id, profile.id, skill);
      return { ok: true, message: ENDORSE_MESSAGES.added };
    }
    if (intent !== "follow" && intent !== "unfollow") {
      return data({ ok: false, message: PROFILE_INTENT_MESSAGES.unknownAction }, { status: 400 });
    }
    const state = await setFollowing(db, user.id, profile.id, intent === "follow");
    return {
      ok: true,
      message: intent === "follow" ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed,
      ...state,
    };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Profile not found | Rangmanch" }];
  const { profile, urls } = loaderData;
  const where = profile.cityName ?? profile.location;
  return pageMeta({
    title: `${profile.name} – ${profile.role} in ${where} | Rangmanch`,
    description: profile.bio
      ? profile.bio.slice(0, 160)
      : `${profile.name}, ${profile.role} in ${where}, on Rangmanch.`,
    url: urls.canonical,
    image: `${urls.origin}${profile.imageUrl ?? "/images/og-default.png"}`,
    type: "profile",
  });
};

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const { profile, categories, follow, followingCount, isOwner } = loaderData;
  const editUrl = `/edit-profile/${profile.id}`;
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid min-w-0 content-start gap-6">
        <ProfileHeader
          profile={profile}
          categories={categories}
          rating={loaderData.reviews.summary}
          isOwner={isOwner}
          ownerNote={
            <FollowCounts
              username={profile.username}
              followerCount={follow.followerCount}
              followingCount={followingCount}
            />
          }
          actions={
            <>
              {/* Blocked either way: no connecting (nor accepting their request), as no messaging. */}
              {loaderData.blockedWith ? null : (
                <ConnectButton
                  username={profile.username}
                  status={loaderData.connection.status}
                  requestId={loaderData.connection.requestId}
                  connectionCount={loaderData.connection.connectionCount}
                  signedIn={loaderData.viewerKind !== "signed-out"}
                />
              )}
              <FollowButton
                username={profile.username}
                following={follow.following}
                followerCount={follow.followerCount}
                followingCount={followingCount}
              />
              {loaderData.blockedWith ? null : <MessageButton profileId={profile.id} />}
              <FavoriteButton
                kind="profile"
                itemId={String(profile.id)}
                initialSaved={loaderData.saved}
                label={profile.name}
              />
              {loaderData.canBlock ? <BlockButton name={profile.name} blocked={loaderData.blocking} /> : null}
              {loaderData.viewerKind === "member" ? (
                <ReportButton action={`/u/${profile.username}`} what="profile" />
              ) : null}
            </>
          }
        />
        <Card>
          <CardHeader>
            <CardTitle as="h2">About</CardTitle>
          </CardHeader>
          <CardContent>
            <ExpandableBio bio={profile.bio} />
          </CardContent>
        </Card>
        <div className="grid items-start gap-6 md:grid-cols-2">
          <ContactCard contact={loaderData.contact} />
          <ProfessionalInfoCard
            availability={profile.availability}
            availableFrom={profile.availableFrom}
            workSchedule={profile.workSchedule}
            experienceYears={loaderData.experienceYears}
            representation={profile.representation}
            languages={profile.languages}
            awards={profile.awards}
          />
        </div>
        <FeaturedWork credits={loaderData.credits} isOwner={loaderData.isOwner} />
        {categories.length > 0 ? (
          <nav aria-label="Categories" className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <Link
                key={category.slug}
                to={`/category/${category.slug}`}
                className="rounded-full border px-3 py-1 text-sm hover:bg-muted"
              >
                {category.name}
              </Link>
            ))}
          </nav>
        ) : null}
        <PortfolioGallery items={loaderData.portfolio} isOwner={isOwner} />
        <InstagramGrid links={profile.instagramPosts} isOwner={isOwner} editUrl={editUrl} />
        <ReviewsSection
          username={profile.username}
          data={loaderData.reviews}
          viewer={loaderData.viewerKind}
        />
        {isOwner ? (
          <ConnectionRequests username={profile.username} requests={loaderData.connection.incoming} />
        ) : null}
        {loaderData.favorites ? <MyFavorites items={loaderData.favorites} /> : null}
      </div>
      <ProfileSidebar
        skills={<SkillEndorsements skills={loaderData.skills} canEndorse={!isOwner} />}
        notes={loaderData.notes}
        education={profile.education}
        category={ownCategory(categories, profile.role)}
      />
    </div>
  );
}

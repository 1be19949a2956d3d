import { data, redirect } from "react-router";
import { z } from "zod";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { loginUrlFor } from "~/features/accounts/session.server";
import { viewerOf } from "~/features/accounts/viewer.server";
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
import { REPORT_MESSAGES, reportSchema, reportSubject } from "~/features/reports/report-subject.server";
import { clientAddress } from "~/features/security/client-address.server";
import { ConnectButton } from "~/features/social/connections/components/connect-button";
import { ConnectionRequests } from "~/features/social/connections/components/connection-requests";
import { SkillEndorsements } from "~/features/social/endorsements/components/skill-endorsements";
import { ENDORSE_MESSAGES, endorseSkill } from "~/features/social/endorsements/endorse-skill.server";
import { FollowButton } from "~/features/social/follows/components/follow-button";
import { FollowCounts } from "~/features/social/follows/components/follow-counts";
import { FOLLOW_MESSAGES, setFollowing } from "~/features/social/follows/follow-profile.server";
import { refuseUnlessReachable } from "~/features/social/profile-intent-action.server";
import { loadProfileSocialView } from "~/features/social/profile-social-view.server";
import { ReviewsSection } from "~/features/social/reviews/components/reviews-section";
import { intent, intentAction, NO_FIELDS } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
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
  // Suspended by staff: the page says so, and shows nothing of the profile.
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
 * The profile a write from its page acts on, by its current name (a 404 page
 * when none has it). Blocking and unblocking (and unfollowing, which only
 * takes away) are always possible; everything else asks whether the writer may
 * reach the profile's owner, and is refused as if the profile were gone.
 */
async function profileToActOn(
  { request, params }: Route.ActionArgs,
  actorId: string,
  { reach }: { reach: boolean },
) {
  const db = getDb();
  const profile = await findProfileId(db, params.username);
  if (!profile) throw await notFound(request, "Profile not found");
  if (reach) await refuseUnlessReachable(db, profile, actorId);
  return profile;
}

function blockIntent(blocked: boolean) {
  return intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: async (_input, user, args: Route.ActionArgs) => {
      const profile = await profileToActOn(args, user.id, { reach: false });
      const state = await setBlockedByProfile(getDb(), user.id, profile.id, blocked);
      return {
        blocked: state.blocked,
        message: state.blocked ? BLOCK_MESSAGES.blocked(state.name) : BLOCK_MESSAGES.unblocked(state.name),
      };
    },
  });
}

function followIntent(following: boolean) {
  return intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: async (_input, user, args: Route.ActionArgs) => {
      const profile = await profileToActOn(args, user.id, { reach: following });
      const state = await setFollowing(getDb(), user.id, profile.id, following);
      return { message: following ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed, ...state };
    },
  });
}

/**
 * Follow, unfollow, endorse, report, block and unblock. The layout's guard has
 * already sent signed-out visitors to sign in and refused unverified accounts
 * (app/routes.ts); each write counts against the account's write limit.
 */
export const action = intentAction({
  follow: followIntent(true),
  unfollow: followIntent(false),
  block: blockIntent(true),
  unblock: blockIntent(false),
  endorse: intent({
    guard: guards.verifiedMember,
    schema: z.object({ skill: z.string({ error: ENDORSE_MESSAGES.unknownSkill }) }),
    run: async ({ skill }, user, args: Route.ActionArgs) => {
      const profile = await profileToActOn(args, user.id, { reach: true });
      await endorseSkill(getDb(), user.id, profile.id, skill);
      return { message: ENDORSE_MESSAGES.added };
    },
  }),
  report: intent({
    guard: guards.verifiedMember,
    schema: reportSchema,
    run: async (report, user, args: Route.ActionArgs) => {
      const profile = await profileToActOn(args, user.id, { reach: true });
      await reportSubject(getDb(), user.id, { kind: "profile", id: profile.id }, report);
      return { message: REPORT_MESSAGES.sent };
    },
  }),
});

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

import { data, Link, redirect } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { getCurrentUser, loginUrlFor, requireUser } from "~/features/accounts/session.server";
import { ConnectButton } from "~/features/connections/components/connect-button";
import { ConnectionRequests } from "~/features/connections/components/connection-requests";
import { getConnectionState } from "~/features/connections/connections.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { MyFavorites } from "~/features/favorites/components/my-favorites";
import { hasFavorite, listFavorites } from "~/features/favorites/favorites.server";
import { notFound } from "~/features/not-found/not-found.server";
import { ContactCard } from "~/features/profiles/components/contact-card";
import { ExpandableBio } from "~/features/profiles/components/expandable-bio";
import { FeaturedWork } from "~/features/profiles/components/featured-work";
import { FollowButton } from "~/features/profiles/components/follow-button";
import { InstagramGrid } from "~/features/profiles/components/instagram-grid";
import { PortfolioGallery } from "~/features/profiles/components/portfolio-gallery";
import { ProfessionalInfoCard } from "~/features/profiles/components/professional-info-card";
import { MessageButton, ProfileHeader } from "~/features/profiles/components/profile-header";
import { ProfileSidebar } from "~/features/profiles/components/profile-sidebar";
import {
  ENDORSE_MESSAGES,
  endorseSkill,
  listSkillEndorsements,
} from "~/features/profiles/endorse-skill.server";
import { FOLLOW_MESSAGES, getFollowState, setFollowing } from "~/features/profiles/follow-profile.server";
import {
  findProfileId,
  findRenamedUsername,
  getPublicProfile,
} from "~/features/profiles/get-public-profile.server";
import { contactFor, loadProfileSections } from "~/features/profiles/load-profile-page.server";
import { ReviewsSection } from "~/features/reviews/components/reviews-section";
import { loadReviews } from "~/features/reviews/reviews.server";
import { enforceWriteLimit } from "~/features/security/rate-limit.server";
import { readFormData } from "~/lib/http.server";
import { pageMeta, requestUrls } from "~/lib/seo";
import type { Route } from "./+types/public-profile";

/** The profile by its current name; an old name answers with a permanent redirect to the new one. */
async function profileOrRedirect(request: Request, username: string) {
  const profile = await getPublicProfile(username);
  if (profile) return profile;
  const renamed = await findRenamedUsername(username);
  if (renamed) throw redirect(`/u/${renamed}`, 301);
  throw await notFound(request, "Profile not found");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const profile = await profileOrRedirect(request, params.username);
  const viewer = await getCurrentUser(request);
  const viewerId = viewer?.id ?? null;
  const isOwner = viewer !== null && profile.userId === viewer.id;
  const [follow, connection, reviews, skills, sections, saved, favorites] = await Promise.all([
    getFollowState(profile.id, viewerId),
    getConnectionState(profile.id, viewerId),
    loadReviews(profile.id, viewerId),
    listSkillEndorsements(profile.id, profile.skills, viewerId),
    loadProfileSections(profile),
    viewerId && !isOwner ? hasFavorite(viewerId, "profile", String(profile.id)) : false,
    isOwner && viewerId ? listFavorites(viewerId) : null,
  ]);
  // The account's internal id and the contact details (shown only through contactFor) stay on the server.
  const { userId: _userId, email: _email, website: _website, socialLinks: _links, ...shown } = profile;
  return {
    profile: shown,
    contact: contactFor(profile, viewer, loginUrlFor(request)),
    ...sections,
    follow,
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
 * Follow, unfollow and endorse. The layout's guard has already sent signed-out
 * visitors to sign in and refused unverified accounts (app/routes.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const profile = await findProfileId(params.username);
  if (!profile) throw await notFound(request, "Profile not found");
  await enforceWriteLimit(user.id);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "endorse") {
    const skill = formData.get("skill");
    if (typeof skill !== "string")
      return data({ ok: false, message: ENDORSE_MESSAGES.unknownSkill }, { status: 400 });
    const endorsed = await endorseSkill(profile.id, skill, user.id);
    if (!endorsed.ok) return data({ ok: false, message: endorsed.message }, { status: endorsed.status });
    return { ok: true, message: ENDORSE_MESSAGES.added };
  }
  if (intent !== "follow" && intent !== "unfollow") {
    return data({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const result = await setFollowing(profile.id, user.id, intent === "follow");
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status });
  return {
    ok: true,
    message: intent === "follow" ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed,
    ...result.state,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Profile not found | Rangmanch" }];
  const { profile, urls } = data;
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
  const { profile, categories, follow, isOwner } = loaderData;
  const editUrl = `/edit-profile/${profile.id}`;
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid min-w-0 content-start gap-6">
        <ProfileHeader
          profile={profile}
          categories={categories}
          rating={loaderData.reviews.summary}
          isOwner={isOwner}
          followerCount={follow.followerCount}
          actions={
            <>
              <ConnectButton
                username={profile.username}
                status={loaderData.connection.status}
                requestId={loaderData.connection.requestId}
                connectionCount={loaderData.connection.connectionCount}
                signedIn={loaderData.viewerKind !== "signed-out"}
              />
              <FollowButton following={follow.following} followerCount={follow.followerCount} />
              <MessageButton profileId={profile.id} />
              <FavoriteButton
                kind="profile"
                itemId={String(profile.id)}
                initialSaved={loaderData.saved}
                label={profile.name}
              />
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
            experienceYears={loaderData.experienceYears}
            representation={profile.representation}
            languages={profile.languages}
            awards={profile.awards}
          />
        </div>
        <FeaturedWork credits={loaderData.credits} />
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
        skills={loaderData.skills}
        canEndorse={!isOwner}
        notes={loaderData.notes}
        education={profile.education}
        category={categories[0]}
      />
    </div>
  );
}

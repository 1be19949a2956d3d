import { BadgeCheck, Briefcase, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FallbackImage } from "~/components/ui/fallback-image";
import { getCategory } from "~/constants/categories";
import { getCurrentUser, requireUser } from "~/features/accounts/session.server";
import { notFound } from "~/features/not-found/not-found.server";
import { ExpandableBio } from "~/features/profiles/components/expandable-bio";
import { FollowButton } from "~/features/profiles/components/follow-button";
import { SkillEndorsements } from "~/features/profiles/components/skill-endorsements";
import {
  ENDORSE_MESSAGES,
  endorseSkill,
  listSkillEndorsements,
} from "~/features/profiles/endorse-skill.server";
import { FOLLOW_MESSAGES, getFollowState, setFollowing } from "~/features/profiles/follow-profile.server";
import { getPublicProfile } from "~/features/profiles/get-public-profile.server";
import { SIDEBAR_SKILLS } from "~/features/profiles/profile-constants";
import { readFormData } from "~/lib/http.server";
import { pageMeta, requestUrls } from "~/lib/seo";
import type { Route } from "./+types/public-profile";

export async function loader({ request, params }: Route.LoaderArgs) {
  const profile = await getPublicProfile(params.username);
  if (!profile) throw await notFound(request, "Profile not found");
  const viewer = await getCurrentUser(request);
  const [follow, skills] = await Promise.all([
    getFollowState(profile.id, viewer?.id ?? null),
    listSkillEndorsements(profile.id, profile.skills, viewer?.id ?? null),
  ]);
  const isOwner = Boolean(viewer && profile.userId === viewer.id);
  const categories = profile.categories.flatMap((slug) => {
    const category = getCategory(slug);
    return category
      ? [{ slug, name: category.name, description: category.description, skills: category.skills }]
      : [];
  });
  return { profile, categories, follow, skills, isOwner, urls: requestUrls(request) };
}

/** Follow, unfollow and endorse; signed-out visitors are sent to sign in and brought back here. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const profile = await getPublicProfile(params.username);
  if (!profile) throw await notFound(request, "Profile not found");
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
  const { profile, categories, follow, skills, isOwner } = loaderData;
  const sidebarCategory = categories[0];
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        <Card className="overflow-hidden">
          <div className="bg-hero h-28 sm:h-36" />
          <CardContent className="-mt-14 grid gap-4 sm:-mt-16">
            <FallbackImage
              src={profile.imageUrl}
              fallback="/images/default-avatar.svg"
              alt={profile.name}
              className="size-28 rounded-full border-4 border-card object-cover sm:size-32"
              width={128}
              height={128}
              loading="eager"
            />
            <div className="grid gap-1">
              <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold tracking-tight">
                {profile.name}
                {profile.isPremium ? (
                  <Badge variant="secondary">
                    <BadgeCheck className="size-3" aria-hidden /> Premium
                  </Badge>
                ) : null}
              </h1>
              <p className="flex items-center gap-1 font-medium text-primary">
                <Briefcase className="size-4" aria-hidden /> {profile.role}
              </p>
              <p className="flex items-center gap-1 text-muted-foreground">
                <MapPin className="size-4" aria-hidden /> {profile.location}
              </p>
            </div>
            {isOwner ? (
              <p className="text-sm text-muted-foreground">
                This is your profile · {follow.followerCount}{" "}
                {follow.followerCount === 1 ? "follower" : "followers"}
              </p>
            ) : (
              <FollowButton following={follow.following} followerCount={follow.followerCount} />
            )}
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline">{profile.availability}</Badge>
              {categories.map((category) => (
                <Badge key={category.slug} variant="secondary">
                  {category.name}
                </Badge>
              ))}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent>
            <ExpandableBio bio={profile.bio} />
          </CardContent>
        </Card>

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
      </div>

      <aside className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Skills</CardTitle>
          </CardHeader>
          <CardContent>
            <SkillEndorsements skills={skills} canEndorse={!isOwner} />
          </CardContent>
        </Card>
        {sidebarCategory ? (
          <Card>
            <CardHeader>
              <CardTitle>{sidebarCategory.name}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p className="text-muted-foreground">{sidebarCategory.description}</p>
              <ul className="list-disc pl-5">
                {sidebarCategory.skills.slice(0, SIDEBAR_SKILLS).map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
      </aside>
    </div>
  );
}

import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { VideoPitchDialog } from "./video-pitch-dialog";

/**
 * The profile's header: avatar (with Watch Introduction when there is a video
 * pitch), name, role, location, badges and category chips, and the viewer's
 * buttons: Edit Profile for the owner, with their follow counts (`ownerNote`);
 * Connect, Follow, Message and Save for everyone else (passed in as `actions`).
 */
export function ProfileHeader({
  profile,
  categories,
  rating,
  isOwner,
  ownerNote,
  actions,
}: {
  profile: {
    id: number;
    name: string;
    role: string;
    location: string;
    imageUrl: string | null;
    isPremium: boolean;
    availability: string;
    videoPitchUrl: string | null;
  };
  categories: { slug: string; name: string }[];
  rating: { average: number | null; count: number };
  isOwner: boolean;
  /** Beside Edit Profile, for the owner: the follow counts, which the social feature draws. */
  ownerNote: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="bg-hero h-28 sm:h-36" />
      <CardContent className="-mt-14 grid gap-4 sm:-mt-16">
        <div className="flex flex-wrap items-end gap-3">
          <FallbackImage
            src={profile.imageUrl}
            fallback="/images/default-avatar.svg"
            alt={profile.name}
            className="size-28 rounded-full border-4 border-card bg-card object-cover sm:size-32"
            width={128}
            height={128}
            loading="eager"
          />
          {profile.videoPitchUrl ? (
            <VideoPitchDialog url={profile.videoPitchUrl} name={profile.name} />
          ) : null}
        </div>
        <div className="grid gap-1">
          <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold tracking-tight">
            {profile.name}
            {profile.isPremium ? (
              <Badge variant="secondary">
                <Icon name="badge-check" className="size-3" /> Premium
              </Badge>
            ) : null}
          </h1>
          <p className="flex items-center gap-1 font-medium text-primary">
            <Icon name="briefcase" className="size-4" /> {profile.role}
          </p>
          <p className="flex items-center gap-1 text-muted-foreground">
            <Icon name="map-pin" className="size-4" /> {profile.location}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{profile.availability}</Badge>
          {rating.count > 0 && rating.average !== null ? (
            <Badge variant="outline">
              <Icon name="star" className="size-3 fill-current text-amber-500" />
              <span>
                {rating.average.toFixed(1)}
                <span className="sr-only"> out of 5</span> ({rating.count}{" "}
                {rating.count === 1 ? "review" : "reviews"})
              </span>
            </Badge>
          ) : null}
          {categories.map((category) => (
            <Badge key={category.slug} variant="secondary">
              {category.name}
            </Badge>
          ))}
        </div>
        {isOwner ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild>
              <Link to={`/edit-profile/${profile.id}`}>
                <Icon name="pencil" className="size-4" /> Edit Profile
              </Link>
            </Button>
            <p className="text-sm text-muted-foreground">This is your profile · {ownerNote}</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">{actions}</div>
        )}
      </CardContent>
    </Card>
  );
}

/** Message opens a new conversation with this person (the messaging issue builds the page). */
export function MessageButton({ profileId }: { profileId: number }) {
  return (
    <Button variant="outline" asChild>
      <Link to={`/new-message?recipient=${profileId}`}>
        <Icon name="message-square" className="size-4" /> Message
      </Link>
    </Button>
  );
}

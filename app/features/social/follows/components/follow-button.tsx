import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useVerifiedSubmit } from "~/features/accounts/use-verified-submit";
import { useReplyToast } from "~/lib/use-reply-toast";
import { FollowCounts } from "./follow-counts";

type FollowResult = { ok: boolean; message: string; following?: boolean; followerCount?: number };

/**
 * Follow / Following, stored on the server; the counts beside it are the
 * profile's real follower and following counts, each opening its list.
 */
export function FollowButton({
  username,
  following,
  followerCount,
  followingCount,
}: {
  username: string;
  following: boolean;
  followerCount: number;
  followingCount: number;
}) {
  const fetcher = useFetcher<FollowResult>();
  const verifiedSubmit = useVerifiedSubmit();
  // While the request is out, show the state it asks for.
  const pending = fetcher.formData?.get("intent");
  const shownFollowing = pending ? pending === "follow" : following;

  useReplyToast(fetcher);

  return (
    <fetcher.Form method="post" onSubmit={verifiedSubmit} className="flex items-center gap-3">
      <input type="hidden" name="intent" value={shownFollowing ? "unfollow" : "follow"} />
      <Button type="submit" variant={shownFollowing ? "outline" : "default"} aria-pressed={shownFollowing}>
        {shownFollowing ? (
          <Icon name="user-check" className="size-4" />
        ) : (
          <Icon name="user-plus" className="size-4" />
        )}
        {shownFollowing ? "Following" : "Follow"}
      </Button>
      <span aria-live="polite">
        <FollowCounts username={username} followerCount={followerCount} followingCount={followingCount} />
      </span>
    </fetcher.Form>
  );
}

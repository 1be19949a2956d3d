import { UserCheck, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { TIMING } from "~/constants/site";

type FollowResult = { ok: boolean; message: string; following?: boolean; followerCount?: number };

/** Follow / Following, stored on the server; the count beside it is the profile's real follower count. */
export function FollowButton({ following, followerCount }: { following: boolean; followerCount: number }) {
  const fetcher = useFetcher<FollowResult>();
  const handled = useRef<unknown>(null);
  // While the request is out, show the state it asks for.
  const pending = fetcher.formData?.get("intent");
  const shownFollowing = pending ? pending === "follow" : following;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(result.message, { duration: TIMING.pageToastMs });
    else toast.error(result.message);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" className="flex items-center gap-3">
      <input type="hidden" name="intent" value={shownFollowing ? "unfollow" : "follow"} />
      <Button type="submit" variant={shownFollowing ? "outline" : "default"} aria-pressed={shownFollowing}>
        {shownFollowing ? (
          <UserCheck className="size-4" aria-hidden />
        ) : (
          <UserPlus className="size-4" aria-hidden />
        )}
        {shownFollowing ? "Following" : "Follow"}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {followerCount} {followerCount === 1 ? "follower" : "followers"}
      </span>
    </fetcher.Form>
  );
}

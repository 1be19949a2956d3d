import { Link } from "~/components/ui/link";

/** "N followers · M following", each opening its list (/u/{username}/followers, /following). */
export function FollowCounts({
  username,
  followerCount,
  followingCount,
}: {
  username: string;
  followerCount: number;
  followingCount: number;
}) {
  return (
    <span className="text-sm text-muted-foreground">
      <Link to={`/u/${username}/followers`} className="hover:text-foreground hover:underline">
        {followerCount} {followerCount === 1 ? "follower" : "followers"}
      </Link>
      {" · "}
      <Link to={`/u/${username}/following`} className="hover:text-foreground hover:underline">
        {followingCount} following
      </Link>
    </span>
  );
}

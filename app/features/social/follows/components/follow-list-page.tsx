import { EmptyState } from "~/components/ui/empty-state";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { TabLinks } from "~/components/ui/tab-links";
import { PersonLine } from "~/features/profiles/components/person-line";
import { TalentPager } from "~/features/talent/components/talent-pager";
import type { FollowListPage as FollowList } from "../list-follows.server";

/** A profile's followers, or the profiles it follows: a page of names, each linking to its profile. */
export function FollowListPage({
  kind,
  profile,
  list,
}: {
  kind: "followers" | "following";
  profile: { name: string; username: string };
  list: FollowList;
}) {
  const base = `/u/${profile.username}`;
  const heading =
    kind === "followers" ? `People following ${profile.name}` : `People ${profile.name} follows`;
  return (
    <div className="mx-auto grid max-w-[800px] gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <Link to={base} className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
          <Icon name="arrow-left" className="size-4" /> Back to {profile.name}'s profile
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-muted-foreground">
          {list.total} {kind === "followers" ? (list.total === 1 ? "follower" : "followers") : "following"}
        </p>
      </header>
      <TabLinks
        label="Followers and following"
        tabs={[
          { key: "followers", label: "Followers", to: `${base}/followers`, current: kind === "followers" },
          { key: "following", label: "Following", to: `${base}/following`, current: kind === "following" },
        ]}
      />
      {list.people.length === 0 ? (
        <EmptyState
          title={kind === "followers" ? "No followers yet" : "Not following anyone yet"}
          hint={
            kind === "followers"
              ? `Nobody follows ${profile.name} yet.`
              : `${profile.name} does not follow anyone yet.`
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label={heading}>
          {list.people.map((person, index) => (
            <li
              key={person.username ?? `${person.name}-${index}`}
              className="flex items-center gap-3 rounded-lg border p-3"
            >
              <PersonLine name={person.name} username={person.username} imageUrl={person.imageUrl}>
                {person.role}
              </PersonLine>
            </li>
          ))}
        </ul>
      )}
      <TalentPager
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => `${base}/${kind}${page > 1 ? `?page=${page}` : ""}`}
      />
    </div>
  );
}

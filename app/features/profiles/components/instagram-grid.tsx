import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { parseInstagramPost } from "../links";

/**
 * Up to 6 Instagram posts the owner chose, each framed from Instagram's own
 * embed page (no script of theirs runs on ours). The empty state invites the
 * owner to add posts; links that no longer parse show the error state of spec
 * part 2, section 8.
 */
export function InstagramGrid({
  links,
  isOwner,
  editUrl,
}: {
  links: string[];
  isOwner: boolean;
  editUrl: string;
}) {
  const posts = links.flatMap((link) => {
    const post = parseInstagramPost(link);
    return post ? [post] : [];
  });
  if (links.length === 0 && !isOwner) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon name="camera" className="size-5" /> Instagram
        </CardTitle>
      </CardHeader>
      <CardContent>
        {links.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">Show up to 6 of your Instagram posts here.</p>
            <Button variant="outline" asChild>
              <Link to={editUrl}>
                <Icon name="camera" className="size-4" /> Connect Instagram
              </Link>
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="font-medium">Could not load Instagram posts</p>
            <p className="text-sm text-muted-foreground">Failed to load Instagram posts</p>
            {isOwner ? (
              <Button variant="outline" asChild>
                <Link to={editUrl}>
                  <Icon name="camera" className="size-4" /> Connect Instagram
                </Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.code} className="grid gap-1">
                <iframe
                  src={post.embedUrl}
                  title={`Instagram post ${index + 1}`}
                  className="h-[420px] w-full rounded-lg border bg-muted"
                  loading="lazy"
                  sandbox="allow-scripts allow-same-origin allow-popups"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
                <a
                  href={post.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-xs text-primary hover:underline"
                >
                  View post {index + 1} on Instagram
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

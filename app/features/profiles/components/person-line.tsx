import type * as React from "react";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Link } from "~/components/ui/link";

/**
 * A person in a list (who reviewed, who asked to connect): small avatar, the
 * name linking to their profile when they have one, and a line beneath.
 */
export function PersonLine({
  name,
  username,
  imageUrl,
  children,
}: {
  name: string;
  username: string | null;
  imageUrl: string | null;
  /** The muted line under the name (role, date). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <FallbackImage
        src={imageUrl}
        fallback="/images/default-avatar.svg"
        alt=""
        className="size-10 rounded-full object-cover"
        width={40}
        height={40}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {username ? (
          <Link to={`/u/${username}`} className="truncate font-medium hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate font-medium">{name}</span>
        )}
        {children ? <span className="truncate text-xs text-muted-foreground">{children}</span> : null}
      </div>
    </>
  );
}

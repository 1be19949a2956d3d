import { MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { DEFAULT_IMAGE, FallbackImage } from "~/components/ui/fallback-image";
import { Link } from "~/components/ui/link";
import { FAVORITE_KIND_LABELS, type FavoriteItem } from "../favorite-item";
import { RemoveFavoriteButton } from "./remove-favorite-button";

/** One saved item: picture, name linking to its page, role and company, place, and (for the owner) remove. */
export function FavoriteCard({ item, canRemove }: { item: FavoriteItem; canRemove: boolean }) {
  const subtitle = [item.role, item.company].filter(Boolean).join(" · ");
  return (
    <article className="flex items-start gap-3 rounded-lg border p-3">
      <FallbackImage
        src={item.imageUrl}
        fallback={item.type === "profile" ? "/images/default-avatar.svg" : DEFAULT_IMAGE}
        // The name beside it says what it is.
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-md object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="truncate font-semibold leading-tight">
          <Link to={item.href} className="hover:underline">
            {item.name}
          </Link>
        </h3>
        {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
        {item.location ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{item.location}</span>
          </p>
        ) : null}
        <Badge variant="outline" className="w-fit">
          {FAVORITE_KIND_LABELS[item.type]}
        </Badge>
      </div>
      {canRemove ? <RemoveFavoriteButton item={item} /> : null}
    </article>
  );
}

import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { CREDIT_TYPE_LABELS } from "~/constants/credit-types";
import { FEATURED_CREDITS } from "../profile-constants";
import type { CreditView } from "../profile-page-types";

/** Featured Work: the first 4 credits, then "View all N credits" / "Show Less". */
export function FeaturedWork({ credits, isOwner = false }: { credits: CreditView[]; isOwner?: boolean }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (credits.length === 0) return null;
  const shown = all ? credits : credits.slice(0, FEATURED_CREDITS);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Featured Work</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul id={listId} className="grid gap-4 sm:grid-cols-2">
          {shown.map((credit, index) => (
            <li key={`${credit.title}-${credit.role}-${index}`} className="flex gap-3 rounded-lg border p-3">
              {credit.thumbnailUrl ? (
                <FallbackImage
                  src={credit.thumbnailUrl}
                  onFailure="message"
                  alt=""
                  className="h-24 w-16 shrink-0 rounded object-cover"
                  width={64}
                  height={96}
                />
              ) : (
                <div className="flex h-24 w-16 shrink-0 items-center justify-center rounded bg-muted">
                  <Icon name="film" className="size-6 text-muted-foreground" />
                </div>
              )}
              <div className="grid min-w-0 content-start gap-0.5">
                <p className="font-semibold">{credit.title}</p>
                <p className="text-sm">{credit.role}</p>
                <p className="text-xs text-muted-foreground">
                  {CREDIT_TYPE_LABELS[credit.type]}
                  {credit.year ? ` · ${credit.year}` : ""}
                </p>
                {credit.details ? (
                  <p className="line-clamp-2 text-xs text-muted-foreground">{credit.details}</p>
                ) : null}
                {credit.mediaId ? <CreditConfirmations credit={credit} isOwner={isOwner} /> : null}
                {credit.mediaId ? (
                  <Link
                    to={`/media/${encodeURIComponent(credit.mediaId)}`}
                    className="text-xs font-medium text-primary hover:underline"
                  >
                    View in Media Library
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {credits.length > FEATURED_CREDITS ? (
          <Button
            variant="outline"
            className="justify-self-start"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? "Show Less" : `View all ${credits.length} credits`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * "Confirmed by N" with the co-workers' names linked, or that it is
 * the member's own claim; its owner gets the way to ask co-workers.
 */
function CreditConfirmations({ credit, isOwner }: { credit: CreditView; isOwner: boolean }) {
  return (
    <div className="text-xs">
      {credit.confirmedBy.length > 0 ? (
        <p className="flex flex-wrap items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <Icon name="user-check" className="size-3.5" />
          <span>Confirmed by {credit.confirmedBy.length}:</span>
          {credit.confirmedBy.map((person, index) => (
            <span key={person.username}>
              <Link to={`/u/${person.username}`} className="font-medium hover:underline">
                {person.name}
              </Link>
              {index < credit.confirmedBy.length - 1 ? "," : null}
            </span>
          ))}
        </p>
      ) : (
        <p className="text-muted-foreground">Not yet confirmed by a co-worker</p>
      )}
      {isOwner ? (
        <Link
          to={`/credits?title=${encodeURIComponent(credit.mediaId ?? "")}`}
          className="font-medium text-primary hover:underline"
        >
          Ask co-workers to confirm
        </Link>
      ) : null}
    </div>
  );
}

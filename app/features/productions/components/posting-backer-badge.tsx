import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { formatLongDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { isVerifiedBacker, type PostingBacker, verificationMethodWords } from "../posting-backer";

/** The one-line safety note under a posting nobody verified. */
export const UNVERIFIED_NOTE =
  "Nobody has checked who posted this. Meet in public places, and never pay to apply.";

/**
 * Who stands behind a posting, on its card (issue 27): "Verified production"
 * with its name linked to its page, or "Posted by an individual, not verified"
 * (or a production's name marked not verified). Read from the production's
 * state now, so a revoked verification shows at once.
 */
export function PostingBackerLine({
  backer,
  className,
}: {
  backer: PostingBacker | null;
  className?: string;
}) {
  if (isVerifiedBacker(backer)) {
    return (
      <p className={cn("flex flex-wrap items-center gap-1 text-sm", className)}>
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
          <Icon name="badge-check" className="size-4" />
          Verified production
        </span>
        <span aria-hidden="true">·</span>
        <Link to={`/productions/${backer.slug}`} className="font-medium underline-offset-2 hover:underline">
          {backer.name}
        </Link>
      </p>
    );
  }
  return (
    <p className={cn("flex flex-wrap items-center gap-1 text-sm text-muted-foreground", className)}>
      <Icon name="triangle-exclamation-point" className="size-4 text-amber-600 dark:text-amber-400" />
      {backer ? (
        <>
          <Link to={`/productions/${backer.slug}`} className="underline-offset-2 hover:underline">
            {backer.name}
          </Link>
          <span>· production not verified</span>
        </>
      ) : (
        <span>Posted by an individual, not verified</span>
      )}
    </p>
  );
}

/** The same on a posting's own page, with how it was verified, or the safety note. */
export function PostingBackerPanel({ backer }: { backer: PostingBacker | null }) {
  if (isVerifiedBacker(backer)) {
    return (
      <section
        aria-label="Who stands behind this posting"
        className="rounded-lg border border-emerald-600/30 bg-emerald-50 p-4 text-sm dark:bg-emerald-950/30"
      >
        <p className="flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
          <Icon name="badge-check" className="size-5" />
          Verified production
        </p>
        <p className="mt-1">
          Posted for{" "}
          <Link to={`/productions/${backer.slug}`} className="font-medium underline underline-offset-2">
            {backer.name}
          </Link>
          , verified on {formatLongDate(new Date(backer.verifiedAt!))}:{" "}
          {verificationMethodWords(backer.method, backer.detail)}.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-label="Who stands behind this posting"
      className="rounded-lg border border-amber-600/30 bg-amber-50 p-4 text-sm dark:bg-amber-950/30"
    >
      <p className="flex items-center gap-1.5 font-semibold text-amber-900 dark:text-amber-200">
        <Icon name="triangle-exclamation-point" className="size-5" />
        {backer ? (
          <span>
            Posted for{" "}
            <Link to={`/productions/${backer.slug}`} className="underline underline-offset-2">
              {backer.name}
            </Link>
            , a production not verified
          </span>
        ) : (
          "Posted by an individual, not verified"
        )}
      </p>
      <p className="mt-1 text-amber-900/90 dark:text-amber-100/90">{UNVERIFIED_NOTE}</p>
    </section>
  );
}

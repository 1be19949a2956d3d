import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { formatLongDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { isVerifiedBacker, type PostingBacker, verificationMethodWords } from "../posting-backer";

/** The one-line safety note under a posting nobody verified. */
export const UNVERIFIED_NOTE =
  "Nobody has checked who posted this. Meet in public places, and never pay to apply.";

/** On every posting's page: what a genuine call never does. */
export const NO_FEES_NOTE =
  "Rangmanch never charges to apply, and a genuine casting call never asks you for money. Report a posting that does.";

/**
 * Who stands behind a posting, on its card: "Verified production"
 * linked to the production's page, "Production not verified" (linked too), or
 * "Posted by an individual, not verified". Read from the production's
 * state now, so a revoked verification shows at once.
 */
export function PostingBackerLine({
  backer,
  className,
}: {
  backer: PostingBacker | null;
  className?: string;
}) {
  // The card's company line already names the production: the badge links to its page, and a
  // domain verification names the domain proven, since the name beside it is only what was typed
  // (docs/decisions/065-registrable-domains-and-open-mail-services.md).
  if (isVerifiedBacker(backer)) {
    return (
      <p className={cn("text-sm", className)}>
        <Link to={`/productions/${backer.slug}`} className="backer-mark backer-verified max-w-full">
          <Icon name="badge-check" className="size-4 shrink-0" />
          <span className="shrink-0">Verified production</span>
          <span className="sr-only">: {backer.name}</span>
          <VerifiedDomain backer={backer} />
        </Link>
      </p>
    );
  }
  // Short component classes (app.css): this line is on every card of every list (the lists' HTML budget,
  // decision 047).
  const warning = <Icon name="triangle-exclamation-point" className="backer-warning" />;
  return (
    <p className={cn("backer-line", className)}>
      {backer ? (
        <Link to={`/productions/${backer.slug}`} className="backer-mark">
          {warning}
          Production not verified<span className="sr-only">: {backer.name}</span>
        </Link>
      ) : (
        <span className="backer-mark">
          {warning}
          Posted by an individual, not verified
        </span>
      )}
    </p>
  );
}

/** "· yrf.com" after the badge, for a production verified by its domain; nothing for staff's check. */
function VerifiedDomain({ backer }: { backer: PostingBacker }) {
  if (backer.method !== "domain" || !backer.detail) return null;
  return (
    <span className="backer-domain" title={backer.detail}>
      <span aria-hidden="true">· </span>
      <span className="sr-only">, controls </span>
      {backer.detail}
    </span>
  );
}

/**
 * The same in a word, beside the company's name, for the job card, whose 200 px
 * height (spec part 1) has no room for a line of its own. Screen readers hear
 * the whole line's words.
 */
export function PostingBackerMark({ backer }: { backer: PostingBacker | null }) {
  if (isVerifiedBacker(backer)) {
    return (
      <Link to={`/productions/${backer.slug}`} className="backer-mark backer-verified shrink-0">
        <Icon name="badge-check" className="size-4 shrink-0" />
        <span aria-hidden="true">Verified</span>
        <span className="sr-only">Verified production: {backer.name}</span>
        <VerifiedDomain backer={backer} />
      </Link>
    );
  }
  const warning = <Icon name="triangle-exclamation-point" className="backer-warning" />;
  const shortWords = <span aria-hidden="true">Not verified</span>;
  return backer ? (
    <Link to={`/productions/${backer.slug}`} className="backer-mark shrink-0">
      {warning}
      {shortWords}
      <span className="sr-only">Production not verified: {backer.name}</span>
    </Link>
  ) : (
    <span className="backer-mark shrink-0">
      {warning}
      {shortWords}
      <span className="sr-only">Posted by an individual, not verified</span>
    </span>
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
        <p className="mt-1 text-muted-foreground">{NO_FEES_NOTE}</p>
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
      <p className="mt-1 text-amber-900/90 dark:text-amber-100/90">{NO_FEES_NOTE}</p>
    </section>
  );
}

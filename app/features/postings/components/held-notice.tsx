import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";

/**
 * What a poster sees on their own posting while it is held because it seems
 * to ask applicants for money; nobody else sees the posting at all.
 */
export function HeldNotice({ held }: { held: boolean }) {
  if (!held) return null;
  return (
    <section
      role="status"
      className="rounded-lg border border-amber-600/40 bg-amber-50 p-4 text-sm dark:bg-amber-950/30"
    >
      <p className="flex items-center gap-1.5 font-semibold text-amber-900 dark:text-amber-200">
        <Icon name="triangle-exclamation-point" className="size-5" /> Held for review: only you can see this
      </p>
      <p className="mt-1 text-amber-900/90 dark:text-amber-100/90">
        Its words seem to ask applicants for money. Rangmanch never lets a posting charge applicants. Edit it
        to remove the charge; our staff will release it if we are wrong, and you will be told either way.
      </p>
    </section>
  );
}

/** The same on the poster's own card. */
export function HeldBadge({ held }: { held: boolean }) {
  return held ? (
    <Badge variant="outline" className="border-amber-600/50 text-amber-800 dark:text-amber-300">
      Held for review
    </Badge>
  ) : null;
}

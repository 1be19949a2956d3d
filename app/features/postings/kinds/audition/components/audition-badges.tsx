import { Badge } from "~/components/ui/badge";
import { auditionBadge } from "../audition-status";

/** Today on the audition's day, Completed after it (India's days). `now` comes from the loader, so server and browser agree. */
export function AuditionDayBadge({ date, now }: { date: string; now: string }) {
  const badge = auditionBadge(new Date(date), new Date(now));
  if (!badge) return null;
  return (
    <Badge
      className={
        badge === "Today" ? "bg-amber-500 text-white" : "bg-muted text-muted-foreground ring-1 ring-border"
      }
    >
      {badge}
    </Badge>
  );
}

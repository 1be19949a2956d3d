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

const APPLICATION_LABELS: Record<string, string> = {
  new: "Applied",
  viewed: "Viewed by the poster",
  shortlisted: "Shortlisted",
  declined: "Not selected",
  accepted: "Accepted",
  withdrawn: "Withdrawn",
};

/** The viewer's own application, in their words. */
export function applicationLabel(status: string) {
  return APPLICATION_LABELS[status] ?? status;
}

export function MyApplicationBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      {applicationLabel(status)}
    </Badge>
  );
}

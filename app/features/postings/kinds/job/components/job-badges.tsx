import { Badge } from "~/components/ui/badge";
import { deadlineBadge } from "../deadline";

/** "Closing today" or "N days left" within a week of the deadline; "Applications closed" once it stops taking them. */
export function JobDeadlineBadge({ deadline, open, now }: { deadline: string; open: boolean; now: string }) {
  if (!open) return <Badge variant="outline">Applications closed</Badge>;
  const label = deadlineBadge(new Date(deadline), new Date(now));
  if (!label) return null;
  return (
    <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">{label}</Badge>
  );
}

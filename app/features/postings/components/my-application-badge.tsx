import { Badge } from "~/components/ui/badge";
import { APPLICANT_STATUS_LABELS, type ApplicationStatus } from "../application-status";

/**
 * The viewer's own application, in their words: on a card as on the posting's
 * apply panel. Apart from the panel, so a list of cards carries no form code.
 */
export function MyApplicationBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      {APPLICANT_STATUS_LABELS[status]}
    </Badge>
  );
}

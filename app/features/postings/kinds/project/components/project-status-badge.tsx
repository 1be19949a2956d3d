import { Badge } from "~/components/ui/badge";
import { PROJECT_STATUS_LABELS, type ProjectStatus } from "~/constants/collaboration";

/** Active stands out; the other stages are quieter; completed is plain. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge variant={status === "active" ? "default" : "outline"} data-testid="project-status">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}

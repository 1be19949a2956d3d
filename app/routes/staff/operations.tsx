import { getDb } from "~/db/client.server";
import { listSecurityEvents } from "~/features/security/record-security-event.server";
import { listChoreRuns } from "~/features/staff/background-work.server";
import { ChoreRuns } from "~/features/staff/components/background-work";
import { SecurityEvents, Submissions } from "~/features/staff/components/security-events";
import { listSubmissions, SUBMISSION_KINDS } from "~/features/staff/list-submissions.server";
import type { Route } from "./+types/operations";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Background work and security");

type SecurityEventRow = Awaited<ReturnType<typeof listSecurityEvents>>[number];
const shown = (event: SecurityEventRow) => ({
  ...event,
  createdAt: event.createdAt.toISOString(),
  detail: event.detail ? JSON.stringify(event.detail) : "",
});

/** What runs unseen and what it met: the chores' last runs, security events, CSP reports, the public forms' submissions. */
export async function loader() {
  const db = getDb();
  const [chores, events, cspReports, ...submissions] = await Promise.all([
    listChoreRuns(db),
    listSecurityEvents(db, 100),
    listSecurityEvents(db, 50, { cspReports: true }),
    ...SUBMISSION_KINDS.map((kind) => listSubmissions(db, kind, 20)),
  ]);
  return {
    chores,
    events: events.map(shown),
    cspReports: cspReports.map(shown),
    submissions: SUBMISSION_KINDS.map((kind, index) => ({
      kind,
      rows: (submissions[index] ?? []).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            value instanceof Date ? value.toISOString() : String(value ?? ""),
          ]),
        ),
      ),
    })),
  };
}

export default function StaffOperations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ChoreRuns chores={loaderData.chores} />
      <SecurityEvents title="Security events (last 100)" events={loaderData.events} />
      <SecurityEvents title="CSP reports (last 50)" events={loaderData.cspReports} />
      {loaderData.submissions.map(({ kind, rows }) => (
        <Submissions key={kind} kind={kind} rows={rows} />
      ))}
    </>
  );
}

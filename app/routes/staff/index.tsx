import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { listSuspendedAccounts } from "~/features/accounts/suspension.server";
import { listHeldPostings } from "~/features/postings/posting-holds.server";
import { listPendingReviews } from "~/features/productions/staff-review.server";
import { listUndeliveredEmails } from "~/features/staff/background-work.server";
import { listOpenReports } from "~/features/staff/moderate-reports.server";
import type { Route } from "./+types/index";
import { STAFF_QUEUES, staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

/** How much is waiting in each queue that waits for staff, so the page says where to start. */
export async function loader() {
  const db = getDb();
  const [reports, suspended, held, reviews, undelivered] = await Promise.all([
    listOpenReports(db),
    listSuspendedAccounts(db),
    listHeldPostings(db),
    listPendingReviews(db),
    listUndeliveredEmails(),
  ]);
  return {
    waiting: {
      "/staff/reports": reports.subjects,
      "/staff/suspensions": suspended.length,
      "/staff/held-postings": held.length,
      "/staff/productions": reviews.length,
      "/staff/emails": undelivered.total,
    } as Partial<Record<(typeof STAFF_QUEUES)[number]["path"], number>>,
  };
}

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What is waiting</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {STAFF_QUEUES.map(({ path, label }) => {
            const count = loaderData.waiting[path];
            return (
              <li key={path}>
                <Link to={path} className="font-medium underline underline-offset-4">
                  {label}
                </Link>
                {count === undefined ? null : (
                  <span className="text-muted-foreground"> · {count} waiting</span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

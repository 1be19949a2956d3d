import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/accounts/session.server";
import { listSecurityEvents } from "~/features/security/record-security-event.server";
import { listSubmissions, SUBMISSION_KINDS } from "~/features/staff/list-submissions.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [
  { title: "Staff | Rangmanch" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [events, ...submissions] = await Promise.all([
    listSecurityEvents(100),
    ...SUBMISSION_KINDS.map((kind) => listSubmissions(kind, 20)),
  ]);
  return {
    events: events.map((event) => ({
      ...event,
      createdAt: event.createdAt.toISOString(),
      detail: event.detail ? JSON.stringify(event.detail) : "",
    })),
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

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <Card>
        <CardHeader>
          <CardTitle>Security events (last 100)</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-3">When</th>
                <th className="py-2 pr-3">Event</th>
                <th className="py-2 pr-3">Email</th>
                <th className="py-2 pr-3">Address</th>
                <th className="py-2">Detail</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.events.map((event) => (
                <tr key={event.id} className="border-b align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{event.createdAt}</td>
                  <td className="py-2 pr-3">{event.type}</td>
                  <td className="py-2 pr-3">{event.email}</td>
                  <td className="py-2 pr-3">{event.ipAddress}</td>
                  <td className="py-2 break-all">{event.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      {loaderData.submissions.map(({ kind, rows }) => (
        <Card key={kind}>
          <CardHeader>
            <CardTitle>
              {kind} ({rows.length})
            </CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing yet.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    {Object.keys(rows[0]!).map((key) => (
                      <th key={key} className="py-2 pr-3">
                        {key}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index} className="border-b align-top">
                      {Object.entries(row).map(([key, value]) => (
                        <td key={key} className="max-w-md py-2 pr-3 break-words">
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ScrollingTable } from "./scrolling-table";

/** A security event as the staff page shows it: its time and detail as text. */
export type ShownSecurityEvent = {
  id: number | string;
  createdAt: string;
  type: string;
  email: string | null;
  ipAddress: string | null;
  detail: string;
};

/** The latest security events (or CSP reports), newest first. */
export function SecurityEvents({ title, events }: { title: string; events: ShownSecurityEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollingTable label={title}>
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
              {events.map((event) => (
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
        </ScrollingTable>
      </CardContent>
    </Card>
  );
}

/** The latest submissions of one public form (contact, feedback, advertising...), as text. */
export function Submissions({ kind, rows }: { kind: string; rows: Record<string, string>[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {kind} ({rows.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet.</p>
        ) : (
          <ScrollingTable label={`${kind} submissions`}>
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
                      <td key={key} className="max-w-md py-2 pr-3 [overflow-wrap:anywhere]">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </CardContent>
    </Card>
  );
}

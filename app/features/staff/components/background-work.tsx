import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCount } from "~/lib/format-count";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { listChoreRuns, listUndeliveredEmails } from "../background-work.server";
import { ScrollingTable } from "./scrolling-table";

type Reply = { ok: boolean; message: string };
type UndeliveredEmails = Awaited<ReturnType<typeof listUndeliveredEmails>>;
type UndeliveredEmail = UndeliveredEmails["rows"][number];
type ChoreRun = Awaited<ReturnType<typeof listChoreRuns>>[number];

/** "28 Nov, 14:05 UTC": staff compare these with the server's logs, which are in UTC. */
function utcTime(iso: string) {
  const date = new Date(iso);
  return `${date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })}, ${iso.slice(11, 16)} UTC`;
}

/**
 * Every row's Send again shares one fetcher (by key), read here as well: a
 * row that was sent again is gone from the list the page reloads, and its
 * answer must still be shown.
 */
const RESEND_FETCHER = "resend-undelivered-email";

/** Emails the mail server never took: who for, what about, and Send again. */
export function UndeliveredEmails({ emails }: { emails: UndeliveredEmails }) {
  useReplyToast(useFetcher<Reply>({ key: RESEND_FETCHER }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Emails not delivered ({formatCount(emails.total)})</CardTitle>
        <CardDescription>
          The mail server refused these six times over 15 to 30 minutes. Fix what it said in the server log,
          then send them again. Each is kept for 14 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {emails.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every email went out.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Emails not delivered">
            {emails.rows.map((email) => (
              <UndeliveredRow key={email.id} email={email} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UndeliveredRow({ email }: { email: UndeliveredEmail }) {
  const fetcher = useFetcher<Reply>({ key: RESEND_FETCHER });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm">
      <p className="grid gap-0.5">
        <span className="font-medium">{email.subject}</span>
        <span className="text-muted-foreground">
          To {email.to} · queued <time dateTime={email.queuedAt}>{utcTime(email.queuedAt)}</time>, given up{" "}
          <time dateTime={email.gaveUpAt}>{utcTime(email.gaveUpAt)}</time>
        </span>
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="resend-email" />
        <input type="hidden" name="email" value={email.id} />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Send again<span className="sr-only"> to {email.to}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** Each scheduled chore, when it runs, and its last run. */
export function ChoreRuns({ chores }: { chores: ChoreRun[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Background chores</CardTitle>
        <CardDescription>
          Each runs once per slot, in whichever server process takes it. Runs are kept for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ScrollingTable label="Background chores">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-3">Chore</th>
                <th className="py-2 pr-3">Runs</th>
                <th className="py-2 pr-3">Last run</th>
                <th className="py-2">Result</th>
              </tr>
            </thead>
            <tbody>
              {chores.map((chore) => (
                <tr key={chore.name} className="border-b align-top">
                  <td className="min-w-40 py-2 pr-3">{chore.label}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{scheduleWords(chore.cron)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {chore.lastRun ? (
                      <time dateTime={chore.lastRun.at}>{utcTime(chore.lastRun.at)}</time>
                    ) : (
                      "Not yet"
                    )}
                  </td>
                  <td className="py-2">
                    {!chore.lastRun
                      ? ""
                      : chore.lastRun.worked
                        ? `Done (${formatCount(chore.lastRun.count ?? 0)})`
                        : "Failed: see the server log"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </CardContent>
    </Card>
  );
}

/** The two shapes the chores use: every minute, or hourly at a minute past the hour. */
function scheduleWords(cron: string) {
  if (cron === "* * * * *") return "Every minute";
  const minute = /^(\d+) \* \* \* \*$/.exec(cron)?.[1];
  return minute ? `Hourly, at :${minute.padStart(2, "0")}` : cron;
}

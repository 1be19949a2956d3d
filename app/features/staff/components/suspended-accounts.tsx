import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/link";
import type { listSuspendedAccounts } from "~/features/accounts/suspension.server";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string };
type SuspendedAccount = Awaited<ReturnType<typeof listSuspendedAccounts>>[number];

/** Suspended accounts, newest first, each with Lift suspension (asked first). */
export function SuspendedAccounts({ accounts }: { accounts: SuspendedAccount[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Suspended accounts ({accounts.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {accounts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No account is suspended.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Suspended accounts">
            {accounts.map((account) => (
              <SuspendedRow key={account.id} account={account} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SuspendedRow({ account }: { account: SuspendedAccount }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, () => ({
    title: `Lift ${account.name}'s suspension?`,
    description: "They can sign in again, and their profile, posts and postings are shown again.",
    confirmLabel: "Lift suspension",
  }));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm">
      <p className="grid gap-0.5">
        {account.username ? (
          <Link to={`/u/${account.username}`} className="font-medium hover:underline">
            {account.name}
          </Link>
        ) : (
          <span className="font-medium">{account.name}</span>
        )}
        <span className="text-muted-foreground">
          {account.email} · suspended{" "}
          <time dateTime={account.suspendedAt}>{formatLongDate(new Date(account.suspendedAt))}</time>
        </span>
      </p>
      <fetcher.Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="lift-suspension" />
        <input type="hidden" name="account" value={account.id} />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Lift suspension
        </Button>
        {dialog}
      </fetcher.Form>
    </li>
  );
}

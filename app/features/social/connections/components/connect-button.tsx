import { href, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useVerifiedSubmit } from "~/features/accounts/use-verified-submit";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { ConnectionStatus } from "../connections.server";

type Reply = { ok: boolean; message: string };

/** The state each intent leads to, shown while its request is out. */
const AFTER: Record<string, ConnectionStatus> = {
  connect: "pending",
  "withdraw-connection": "none",
  "accept-connection": "connected",
  "decline-connection": "none",
};

export function connectionsActionPath(username: string) {
  return href("/api/connections/:username", { username });
}

/**
 * Connect / Request sent (withdraw) / Accept or decline their request / Connected,
 * stored on the server. Signed-out visitors are offered sign-in, then brought back.
 * Renders nothing on one's own profile (status "self").
 */
export function ConnectButton({
  username,
  status,
  requestId = null,
  connectionCount,
  signedIn,
}: {
  username: string;
  status: ConnectionStatus;
  /** The request to answer when the status is "incoming". */
  requestId?: number | null;
  /** Shown beside the button when given. */
  connectionCount?: number;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<Reply>();
  const verifiedSubmit = useVerifiedSubmit();
  const location = useLocation();
  useReplyToast(fetcher);

  if (status === "self") return null;
  const pendingIntent = fetcher.formData?.get("intent");
  const shown = (typeof pendingIntent === "string" && AFTER[pendingIntent]) || status;
  const count =
    connectionCount === undefined ? null : (
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {connectionCount} {connectionCount === 1 ? "connection" : "connections"}
      </span>
    );

  if (!signedIn) {
    const loginHref = `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <Link to={loginHref}>
            <Icon name="handshake" className="size-4" /> Connect
          </Link>
        </Button>
        {count}
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={connectionsActionPath(username)}
      onSubmit={verifiedSubmit}
      className="flex flex-wrap items-center gap-3"
    >
      {shown === "none" ? (
        <Button type="submit" name="intent" value="connect" variant="outline">
          <Icon name="handshake" className="size-4" /> Connect
        </Button>
      ) : null}
      {shown === "pending" ? (
        <>
          <span className="inline-flex h-10 items-center gap-2 rounded-md border border-dashed px-4 text-sm font-medium">
            <Icon name="clock" className="size-4" /> Request sent
          </span>
          <Button type="submit" name="intent" value="withdraw-connection" variant="ghost" size="sm">
            Withdraw
            <span className="sr-only"> connection request</span>
          </Button>
        </>
      ) : null}
      {shown === "incoming" && requestId !== null ? (
        <>
          <input type="hidden" name="requestId" value={requestId} />
          <span className="text-sm">Wants to connect with you</span>
          <Button type="submit" name="intent" value="accept-connection" size="sm">
            <Icon name="check" className="size-4" /> Accept
          </Button>
          <Button type="submit" name="intent" value="decline-connection" variant="outline" size="sm">
            <Icon name="x" className="size-4" /> Decline
          </Button>
        </>
      ) : null}
      {shown === "connected" ? (
        <span className="inline-flex h-10 items-center gap-2 rounded-md bg-secondary px-4 text-sm font-medium text-secondary-foreground">
          <Icon name="check" className="size-4" /> Connected
        </span>
      ) : null}
      {count}
    </fetcher.Form>
  );
}

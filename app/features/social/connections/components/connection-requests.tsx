import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { useVerifiedSubmit } from "~/features/accounts/use-verified-submit";
import { PersonLine } from "~/features/profiles/components/person-line";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { PendingConnectionRequest } from "../connections.server";
import { connectionsActionPath } from "./connect-button";

type Reply = { ok: boolean; message: string };

/** The owner's card of requests waiting for an answer, each with Accept and Decline. */
export function ConnectionRequests({
  username,
  requests,
  headingLevel = "h2",
}: {
  /** The owner's profile username (the requests' endpoint is named by it). */
  username: string;
  requests: PendingConnectionRequest[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card id="connection-requests">
      <CardHeader>
        <CardTitle as={headingLevel}>Connection requests</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending connection requests.</p>
        ) : (
          <ul className="grid gap-4">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} username={username} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RequestRow({ request, username }: { request: PendingConnectionRequest; username: string }) {
  const fetcher = useFetcher<Reply>();
  const verifiedSubmit = useVerifiedSubmit();
  useReplyToast(fetcher);
  // Answered (or being answered): the row leaves the list before the page reloads its data.
  if (fetcher.formData || fetcher.data?.ok) return null;
  return (
    <li className="flex flex-wrap items-center gap-3">
      <PersonLine name={request.name} username={request.username} imageUrl={request.imageUrl}>
        {request.role ? `${request.role} · ` : ""}
        <time dateTime={new Date(request.createdAt).toISOString()}>
          {formatLongDate(new Date(request.createdAt))}
        </time>
      </PersonLine>
      <fetcher.Form
        method="post"
        action={connectionsActionPath(username)}
        onSubmit={verifiedSubmit}
        className="flex gap-2"
      >
        <input type="hidden" name="requestId" value={request.id} />
        <Button type="submit" name="intent" value="accept-connection" size="sm">
          <Icon name="check" className="size-4" /> Accept
          <span className="sr-only"> connection request from {request.name}</span>
        </Button>
        <Button type="submit" name="intent" value="decline-connection" size="sm" variant="outline">
          <Icon name="x" className="size-4" /> Decline
          <span className="sr-only"> connection request from {request.name}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { listTitleLinks } from "../title-productions.server";

type Reply = { ok: boolean; message: string };
type TitleLink = Awaited<ReturnType<typeof listTitleLinks>>[number];

/**
 * Staff link a verified production to a library title it made (decision 066):
 * its members' confirmations of credits on the title count, and trust passes
 * on from the credits they confirm. A link lapses when the production's
 * verification ends; linking again renews it.
 */
export function TitleProductions({ links }: { links: TitleLink[] }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Productions linked to titles ({links.length})</CardTitle>
        <CardDescription>
          Link a production only once you have checked that it made the title (the title's own credits, the
          production's registration). Its members can then confirm credits on the title.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fetcher.Form ref={form} method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="link-title-production" />
          <div className="grid gap-1 text-sm">
            <label htmlFor="link-title">Title (its library id or /media/ address)</label>
            <Input id="link-title" name="title" required maxLength={300} className="w-64" />
          </div>
          <div className="grid gap-1 text-sm">
            <label htmlFor="link-production">Verified production (its /productions/ address)</label>
            <Input id="link-production" name="production" required maxLength={300} className="w-64" />
          </div>
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
            Link
          </Button>
        </fetcher.Form>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">No production is linked to a title yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Productions linked to titles">
            {links.map((link) => (
              <LinkRow key={`${link.mediaId}\n${link.productionId}`} link={link} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LinkRow({ link }: { link: TitleLink }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:flex sm:items-center sm:justify-between">
      <span>
        <Link to={`/productions/${link.slug}`} className="font-medium hover:underline">
          {link.production}
        </Link>{" "}
        made{" "}
        <Link to={`/media/${encodeURIComponent(link.mediaId)}`} className="font-medium hover:underline">
          {link.title}
        </Link>{" "}
        <span className="text-muted-foreground">
          · linked by {link.linkedBy ?? "a former member"} on{" "}
          <time dateTime={link.linkedAt}>{formatLongDate(new Date(link.linkedAt))}</time>
          {link.counts ? null : " · lapsed: the production's verification has ended or changed since"}
        </span>
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="unlink-title-production" />
        <input type="hidden" name="title" value={link.mediaId} />
        <input type="hidden" name="productionId" value={link.productionId} />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Remove
          <span className="sr-only">{` the link of ${link.production} to ${link.title}`}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

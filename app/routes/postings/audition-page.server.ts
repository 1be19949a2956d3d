import { getDb } from "~/db/client.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { hasFavorite } from "~/features/favorites/favorites.server";
import { listAttachablePortfolio } from "~/features/postings/attachable-portfolio.server";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { notFound } from "~/routes/errors/not-found-reply.server";

/**
 * One audition for its page, at /auditions/{id} and at /auditions?id={id}
 * (both in spec part 1, section 2; the first is canonical). An id that names
 * no audition is a 404. Route code, not a route: app/routes.ts does not list it.
 */
export async function auditionPageData({ request, context }: RequestArgs, idText: string | null | undefined) {
  const id = serialId(idText);
  const db = getDb();
  const viewer = viewerOf(context);
  const now = new Date();
  const audition = id === null ? null : await getAudition(db, id, viewer?.id ?? null, now);
  if (!audition) throw await notFound(request, "Audition not found");
  const { origin } = requestUrls(request);
  return {
    kind: "audition" as const,
    urls: { origin, canonical: `${origin}/auditions/${audition.id}` },
    audition,
    now: now.toISOString(),
    signedIn: viewer !== null,
    saved: viewer ? await hasFavorite(db, viewer.id, "audition", String(audition.id)) : false,
    // What the Apply form offers to attach.
    portfolio: viewer && !audition.mine ? await listAttachablePortfolio(db, viewer.id) : [],
  };
}

import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { mediaTitleProductions, mediaTitles, productions, user } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";

/**
 * Staff link a verified production to a library title it made (decision 066):
 * its members are where confirmed credits on the title start. Staff check it
 * (the title's own credits, the production's registration) before linking; a
 * production named like the title's producer is never linked by itself.
 */

export const TITLE_LINK_MESSAGES = {
  title: "Give the title's library id (the end of its /media/ address).",
  production: "Give the production's address name (the end of its /productions/ address).",
  noTitle: "No library title has that id.",
  noProduction: "No production has that address.",
  notVerified: "Only a verified production can be linked: verify it first.",
  linked: (production: string, title: string) =>
    `${production} is linked to ${title}: its members' confirmations of credits there count.`,
  unlinked: "The link is removed: its members' confirmations no longer count.",
  gone: "That link is already gone.",
} as const;
const M = TITLE_LINK_MESSAGES;

/** The last part of a pasted address ("https://…/media/the-last-local" → "the-last-local"), or the value itself. */
function addressName(prefix: string) {
  return (value: string) => {
    const at = value.lastIndexOf(prefix);
    const name = (at >= 0 ? value.slice(at + prefix.length) : value).split(/[?#]/)[0]!.replace(/\/+$/, "");
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  };
}

/** A pasted id or address, read down to its name; a "%00" decoded is refused (PostgreSQL text cannot hold NUL). */
const addressField = (prefix: string, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(300, message)
    .transform(addressName(prefix))
    .refine((name) => name !== "" && !name.includes("\0"), message);

export const titleLinkSchema = z.object({
  title: addressField("/media/", M.title),
  production: addressField("/productions/", M.production),
});

/** The most links the staff page lists, newest first. */
export const TITLE_LINKS_SHOWN = 100;

/** Links, newest first, each saying whether it counts now (its production still under the verification it was linked under). */
export async function listTitleLinks(db: Database) {
  const rows = await db
    .select({
      mediaId: mediaTitleProductions.mediaId,
      title: mediaTitles.title,
      productionId: productions.id,
      production: productions.name,
      slug: productions.slug,
      linkedAt: mediaTitleProductions.linkedAt,
      linkedBy: user.name,
      counts: sql<boolean>`${productions.verifiedAt} is not null
        and ${productions.verifiedAt} = ${mediaTitleProductions.productionVerifiedAt}`,
    })
    .from(mediaTitleProductions)
    .innerJoin(mediaTitles, eq(mediaTitles.id, mediaTitleProductions.mediaId))
    .innerJoin(productions, eq(productions.id, mediaTitleProductions.productionId))
    .leftJoin(user, eq(user.id, mediaTitleProductions.linkedBy))
    .orderBy(desc(mediaTitleProductions.linkedAt))
    .limit(TITLE_LINKS_SHOWN);
  return rows.map((row) => ({ ...row, counts: Boolean(row.counts), linkedAt: row.linkedAt.toISOString() }));
}

/**
 * Links a verified production to a title, under its verification as it is
 * now. Linking again renews the link (after the production was verified anew).
 */
export async function linkTitleProduction(
  db: Database,
  staffId: string,
  input: z.output<typeof titleLinkSchema>,
) {
  const [title] = await db
    .select({ title: mediaTitles.title })
    .from(mediaTitles)
    .where(eq(mediaTitles.id, input.title));
  if (!title) throw new ServiceError("not_found", M.noTitle);
  return db.transaction(async (tx) => {
    // Locked, so its verification cannot end between this check and the link.
    const [production] = await tx
      .select({ id: productions.id, name: productions.name, verifiedAt: productions.verifiedAt })
      .from(productions)
      .where(eq(productions.slug, input.production.toLowerCase()))
      .for("update");
    if (!production) throw new ServiceError("not_found", M.noProduction);
    if (!production.verifiedAt) throw new ServiceError("invalid", M.notVerified);
    // Copied in SQL, to the microsecond: the link counts while the production's verified_at equals it.
    const verifiedAt = sql`(select ${productions.verifiedAt} from ${productions} where ${productions.id} = ${production.id})`;
    await tx
      .insert(mediaTitleProductions)
      .values({
        mediaId: input.title,
        productionId: production.id,
        productionVerifiedAt: verifiedAt,
        linkedBy: staffId,
      })
      .onConflictDoUpdate({
        target: [mediaTitleProductions.mediaId, mediaTitleProductions.productionId],
        set: { productionVerifiedAt: verifiedAt, linkedBy: staffId, linkedAt: new Date() },
      });
    return { message: M.linked(production.name, title.title) };
  });
}

/** Removes a link: the production's members' confirmations on the title stop counting at once. */
export async function unlinkTitleProduction(db: Database, mediaId: string, productionId: number) {
  const removed = await db
    .delete(mediaTitleProductions)
    .where(
      and(eq(mediaTitleProductions.mediaId, mediaId), eq(mediaTitleProductions.productionId, productionId)),
    )
    .returning({ mediaId: mediaTitleProductions.mediaId });
  if (removed.length === 0) throw new ServiceError("not_found", M.gone);
  return { message: M.unlinked };
}

import { eq, sql } from "drizzle-orm";
import { href } from "react-router";
import type { Database } from "~/db/client.server";
import { profiles, user } from "~/db/schema";

/** Who did what a notice reports, as the notice names them. */
export type NoticeActor = { name: string; username: string | null };

/**
 * The member by their profile's name (else their account's) and their
 * profile's username, for the notice's words and link. Read with the
 * caller's handle, so inside the change's own transaction.
 */
export async function findNoticeActor(db: Database, userId: string): Promise<NoticeActor> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${profiles.name}, ${user.name})`, username: profiles.username })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? { name: "Someone", username: null };
}

/** Where a notice about `actor` leads: their profile, or `fallback` when they have none. */
export function actorPath(actor: NoticeActor, fallback: string) {
  return actor.username ? href("/u/:username", { username: actor.username }) : fallback;
}

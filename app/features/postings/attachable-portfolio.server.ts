import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { portfolioItems, profiles } from "~/db/schema";

export type AttachableItem = {
  id: string;
  title: string;
  type: "image" | "video";
  thumbnailUrl: string | null;
};

/** The member's own portfolio, in their order: what the Apply form offers to attach. */
export async function listAttachablePortfolio(db: Database, userId: string): Promise<AttachableItem[]> {
  const rows = await db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      type: portfolioItems.type,
      url: portfolioItems.url,
      thumbnailUrl: portfolioItems.thumbnailUrl,
    })
    .from(portfolioItems)
    .innerJoin(profiles, eq(profiles.id, portfolioItems.profileId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    thumbnailUrl: row.thumbnailUrl ?? (row.type === "image" ? row.url : null),
  }));
}

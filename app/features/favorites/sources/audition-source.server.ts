import { and, inArray } from "drizzle-orm";
import { auditions } from "~/db/schema";
import { roleNamesOf } from "~/features/postings/posting-roles.server";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { serialIds } from "~/lib/serial-ids";
import type { FavoriteSource } from "./favorite-source";

/** Saved auditions: the card shows the roles being cast where a profile shows its role. */
export const auditionSource: FavoriteSource = {
  async find(db, ids) {
    const numbers = serialIds(ids);
    if (numbers.length === 0) return [];
    const rows = await db
      .select({
        id: auditions.id,
        title: auditions.title,
        company: auditions.company,
        location: auditions.location,
        imageUrl: auditions.imageUrl,
        roles: roleNamesOf("audition"),
      })
      .from(auditions)
      // A suspended member's posting leaves the saved list while they are suspended.
      .where(and(inArray(auditions.id, numbers), shownPostings("audition", null)));
    return rows.map((row) => ({
      type: "audition" as const,
      id: String(row.id),
      name: row.title,
      role: row.roles.length > 0 ? row.roles.join(", ") : null,
      location: row.location,
      imageUrl: row.imageUrl,
      videoUrl: null,
      company: row.company,
      skills: [],
      availability: null,
      href: `/auditions/${row.id}`,
    }));
  },
};

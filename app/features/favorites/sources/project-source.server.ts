import { and, eq, inArray } from "drizzle-orm";
import { profiles, projects } from "~/db/schema";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { roleNamesOf } from "~/features/postings/posting-roles.server";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { serialIds } from "~/lib/serial-ids";
import type { FavoriteSource } from "./favorite-source";

/** Saved collaboration projects: the card shows the category and the creator where a profile shows its role. */
export const projectSource: FavoriteSource = {
  async find(db, ids) {
    const numbers = serialIds(ids);
    if (numbers.length === 0) return [];
    const rows = await db
      .select({
        id: projects.id,
        title: projects.title,
        category: projects.category,
        location: projects.location,
        imageUrl: projects.imageUrl,
        description: projects.description,
        lookingFor: roleNamesOf("project", { openOnly: true }),
        creator: profiles.name,
      })
      .from(projects)
      .leftJoin(profiles, eq(profiles.userId, projects.posterId))
      // A suspended member's posting leaves the saved list while they are suspended.
      .where(and(inArray(projects.id, numbers), shownPostings("project", null)));
    return rows.map((row) => ({
      type: POSTING_KIND_DEFINITIONS.project.favoriteType,
      id: String(row.id),
      name: row.title,
      role: `${row.category} collaboration`,
      location: row.location,
      imageUrl: row.imageUrl,
      videoUrl: null,
      company: row.creator,
      skills: row.lookingFor,
      availability: null,
      href: `/collaboration?id=${row.id}`,
    }));
  },
};

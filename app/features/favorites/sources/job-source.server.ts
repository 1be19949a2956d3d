import { and, inArray } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { payWords, storedPay } from "~/features/postings/pay-words";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { serialIds } from "~/lib/serial-ids";
import type { FavoriteSource } from "./favorite-source";

/** Saved jobs: the card shows the kind of work and its pay where a profile shows its role. */
export const jobSource: FavoriteSource = {
  async find(db, ids) {
    const numbers = serialIds(ids);
    if (numbers.length === 0) return [];
    const rows = await db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        type: jobs.type,
        payKind: jobs.payKind,
        payMin: jobs.payMin,
        payMax: jobs.payMax,
        payPer: jobs.payPer,
        payNote: jobs.payNote,
        category: jobs.category,
      })
      .from(jobs)
      // A suspended member's posting leaves the saved list while they are suspended.
      .where(and(inArray(jobs.id, numbers), shownPostings("job", null)));
    return rows.map((row) => ({
      type: "job" as const,
      id: String(row.id),
      name: row.title,
      role: `${row.type} · ${payWords(storedPay(row))}`,
      location: row.location,
      imageUrl: null,
      videoUrl: null,
      company: row.company,
      skills: [row.category],
      availability: null,
      href: `/jobs?id=${row.id}`,
    }));
  },
};

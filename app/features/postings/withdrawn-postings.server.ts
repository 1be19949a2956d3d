import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { applications } from "~/db/schema";
import type { Notify } from "~/features/notifications/notify.server";
import { CASTABLE_STATUSES } from "./application-status";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS } from "./posting-kinds";
import { POSTINGS } from "./posting-tables.server";

/**
 * Staff suspended `posterId`: their postings are hidden from everyone while
 * the suspension lasts (shownPostings), so everyone whose application to one
 * of their open postings still stands (waiting, or accepted) is told it was
 * withdrawn, in the suspension's transaction. The applications themselves
 * are left as they were: lifting the suspension brings the postings back with
 * them. Returns how many were told.
 */
export async function tellApplicantsPostingsWithdrawn(tx: Transaction, notify: Notify, posterId: string) {
  let told = 0;
  for (const kind of POSTING_KINDS) {
    const { table, applicationColumn, title } = POSTINGS[kind];
    const standing = await tx
      .select({ applicantId: applications.applicantId, title })
      .from(applications)
      .innerJoin(table, eq(applicationColumn, table.id))
      .where(
        and(
          eq(table.posterId, posterId),
          isNull(table.closedAt),
          inArray(applications.status, [...CASTABLE_STATUSES]),
        ),
      );
    if (standing.length === 0) continue;
    const { noun, listPath } = POSTING_KIND_DEFINITIONS[kind];
    await notify(
      ...standing.map((application) => ({
        userId: application.applicantId,
        kind: "application_status" as const,
        text: `The ${noun} “${application.title}” has been withdrawn and no longer takes ${kind === "project" ? "requests to join" : "applications"}.`,
        link: listPath,
      })),
    );
    told += standing.length;
  }
  return told;
}

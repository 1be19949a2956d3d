import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { applications, auditions, jobs, projects } from "~/db/schema";
import type { Notify } from "~/features/notifications/notify.server";
import type { Departure, ReleasePostings } from "~/features/productions/member-departure";
import { type ApplicationStatus, isWaiting, WAITING_STATUSES } from "./application-status";
import { closeAndAnswer } from "./close-posting.server";
import { POSTING_KINDS, type PostingKind } from "./posting-kinds";
import { postingPath } from "./posting-path";
import { POSTINGS } from "./posting-tables.server";

/** Everyone still counting on a posting: waiting for an answer, or taken on (accepted, hired). */
const COUNTING_ON_IT = [...WAITING_STATUSES, "accepted", "hired"] as const satisfies ApplicationStatus[];

/** What those who applied are told (app/features/productions/member-departure.ts says why). */
export const DEPARTURE_NOTICES = {
  closed: (title: string, production: string) =>
    `“${title}” was posted for ${production} by someone who is no longer part of it, so it has been closed and no longer takes applications.`,
  closedAfterAnswer: (title: string, production: string) =>
    `“${title}” was posted for ${production} by someone who is no longer part of it, so it has been closed. ${production} no longer stands behind it: check with its poster before you go on.`,
  kept: (title: string, production: string, poster: string) =>
    `“${title}” is no longer posted for ${production}: ${poster}, who posted it, is no longer part of it and posts it as an individual now, not verified. Your application stays with them; you may withdraw it.`,
} as const;

/**
 * A member is no longer part of a production (removed by its owners, or
 * left): their open postings for it are closed, or kept open as their own
 * with no production (and, for auditions and jobs, their own name as the
 * company line), and everyone still counting on each is told, in the
 * departure's transaction. Their closed postings are left as history, and
 * their postings for anyone else are not touched. Returns how many changed.
 */
export const releaseProductionPostings: ReleasePostings = async (tx, notify, departure) => {
  const now = new Date();
  let released = 0;
  for (const kind of POSTING_KINDS) {
    const { table, title } = POSTINGS[kind];
    const open = await tx
      .select({ id: table.id, title })
      .from(table)
      .where(
        and(
          eq(table.productionId, departure.productionId),
          eq(table.posterId, departure.memberId),
          isNull(table.closedAt),
        ),
      )
      .for("update");
    for (const posting of open) {
      await release(tx, notify, departure, { kind, ...posting }, now);
      released += 1;
    }
  }
  return released;
};

async function release(
  tx: Transaction,
  notify: Notify,
  departure: Departure,
  posting: { kind: PostingKind; id: number; title: string },
  now: Date,
) {
  const { applicationColumn } = POSTINGS[posting.kind];
  const counting = await tx
    .select({ applicantId: applications.applicantId, status: applications.status })
    .from(applications)
    .where(and(eq(applicationColumn, posting.id), inArray(applications.status, [...COUNTING_ON_IT])));
  const link = postingPath(posting);
  const production = departure.productionName;
  if (departure.postings === "close") {
    // The waiting are answered "closed" (and told) as when a poster closes it; the others are told here.
    await closeAndAnswer(
      tx,
      notify,
      posting,
      "closed",
      now,
      undefined,
      DEPARTURE_NOTICES.closed(posting.title, production),
    );
    const answered = counting.filter((application) => !isWaiting(application.status));
    if (answered.length > 0) {
      await notify(
        ...answered.map((application) => ({
          userId: application.applicantId,
          kind: "posting_closed" as const,
          text: DEPARTURE_NOTICES.closedAfterAnswer(posting.title, production),
          link,
        })),
      );
    }
    return;
  }
  await keepAsTheirs(tx, posting, departure.memberName, now);
  if (counting.length > 0) {
    await notify(
      ...counting.map((application) => ({
        userId: application.applicantId,
        kind: "application_status" as const,
        text: DEPARTURE_NOTICES.kept(posting.title, production, departure.memberName),
        link,
      })),
    );
  }
}

/** The posting as its poster's own: no production, and the company line their name (a project has none). */
async function keepAsTheirs(
  tx: Transaction,
  posting: { kind: PostingKind; id: number },
  name: string,
  now: Date,
) {
  if (posting.kind === "audition") {
    await tx
      .update(auditions)
      .set({ productionId: null, company: name, updatedAt: now })
      .where(eq(auditions.id, posting.id));
  } else if (posting.kind === "job") {
    await tx
      .update(jobs)
      .set({ productionId: null, company: name, updatedAt: now })
      .where(eq(jobs.id, posting.id));
  } else {
    await tx.update(projects).set({ productionId: null, updatedAt: now }).where(eq(projects.id, posting.id));
  }
}

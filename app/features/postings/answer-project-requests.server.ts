import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, projects } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { LAPSE_AFTER_DAYS, REMIND_POSTER_AFTER_DAYS, WAITING_STATUSES } from "./application-status";
import { formatNoticeDay } from "./notice-day";
import { postingPath } from "./posting-path";

const DAY_MS = 86_400_000;
const waiting = inArray(applications.status, [...WAITING_STATUSES]);

/**
 * Requests to join a project are answered too. A project has no day
 * that its requests lead up to, so each request counts from when it was sent:
 * seven days on, the project's creator is reminded of it, once (one notice per
 * project, however many requests it names); fourteen days on, and at least a
 * day after that reminder, a request still waiting is closed and its sender
 * told. The project itself stays open. A project whose creator's account is
 * gone has nobody to remind, and its requests close at fourteen days. Safe to
 * run from several processes at once: each step claims its requests with a
 * conditional update. Returns how many notices it raised.
 */
export async function answerWaitingRequests(db: Database, now = new Date()) {
  return (await remindCreators(db, now)) + (await closeLapsedRequests(db, now));
}

async function remindCreators(db: Database, now: Date) {
  const remindBefore = new Date(now.getTime() - REMIND_POSTER_AFTER_DAYS * DAY_MS);
  const due = and(
    isNotNull(applications.projectId),
    waiting,
    lt(applications.createdAt, remindBefore),
    isNull(applications.posterRemindedAt),
  );
  const projectsDue = await db
    .selectDistinct({ id: projects.id, title: projects.title, creatorId: projects.posterId })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(and(due, isNull(projects.closedAt), isNotNull(projects.posterId)));
  let notices = 0;
  for (const project of projectsDue) {
    const creatorId = project.creatorId!;
    notices += await changeAndNotify(db, async (tx, notify) => {
      const claimed = await tx
        .update(applications)
        .set({ posterRemindedAt: now })
        .where(and(due, eq(applications.projectId, project.id)))
        .returning({ sentAt: applications.createdAt });
      if (claimed.length === 0) return 0;
      const oldest = Math.min(...claimed.map((request) => request.sentAt.getTime()));
      const answerBy = formatNoticeDay(
        new Date(Math.max(oldest + LAPSE_AFTER_DAYS * DAY_MS, now.getTime() + DAY_MS)),
      );
      const requests = claimed.length === 1 ? "1 request to join" : `${claimed.length} requests to join`;
      await notify({
        userId: creatorId,
        kind: "applicants_waiting",
        text: `${requests} “${project.title}” ${claimed.length === 1 ? "is" : "are"} still waiting for your answer. Answer by ${answerBy}, or they will be told it closed without a decision.`,
        link: `${postingPath({ kind: "project", id: project.id })}/applicants`,
      });
      return 1;
    });
  }
  return notices;
}

async function closeLapsedRequests(db: Database, now: Date) {
  const lapseBefore = new Date(now.getTime() - LAPSE_AFTER_DAYS * DAY_MS);
  const remindedBefore = new Date(now.getTime() - DAY_MS);
  const lapsing = and(isNotNull(applications.projectId), waiting, lt(applications.createdAt, lapseBefore));
  // Reminded a day ago or more; or, when the creator's account is gone, nobody to remind.
  const reminded = lte(applications.posterRemindedAt, remindedBefore);
  const projectsDue = await db
    .selectDistinct({ id: projects.id, title: projects.title, creatorId: projects.posterId })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(and(lapsing, isNull(projects.closedAt), or(reminded, isNull(projects.posterId))));
  let notices = 0;
  for (const project of projectsDue) {
    const due = and(
      lapsing,
      eq(applications.projectId, project.id),
      project.creatorId === null ? undefined : reminded,
    );
    notices += await changeAndNotify(db, async (tx, notify) => {
      const closed = await tx
        .update(applications)
        .set({ status: "closed", updatedAt: now })
        .where(due)
        .returning({ id: applications.id, senderId: applications.applicantId });
      if (closed.length === 0) return 0;
      await tx
        .insert(applicationEvents)
        .values(
          closed.map((request) => ({ applicationId: request.id, status: "closed" as const, createdAt: now })),
        );
      await notify(
        ...closed.map((request) => ({
          userId: request.senderId,
          kind: "application_status" as const,
          text: `Your request to join “${project.title}” had no answer in ${LAPSE_AFTER_DAYS} days, so it has been closed without a decision.`,
          link: postingPath({ kind: "project", id: project.id }),
        })),
      );
      return closed.length;
    });
  }
  return notices;
}

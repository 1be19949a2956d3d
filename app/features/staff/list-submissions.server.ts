import { desc, eq } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import {
  advertisingEnquiries,
  categoryRegistrations,
  contactMessages,
  feedback,
  newsletterSubscriptions,
  reports,
  siteEvents,
  user,
} from "~/db/schema";

export const SUBMISSION_KINDS = [
  "newsletter",
  "contact",
  "feedback",
  "advertising",
  "category-registrations",
  "reports",
  "not-found",
  "client-errors",
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export function isSubmissionKind(value: string): value is SubmissionKind {
  return (SUBMISSION_KINDS as readonly string[]).includes(value);
}

type Query = [kind: SubmissionKind, limit?: number];

/** What visitors sent or ran into, newest first, for staff to read. */
export function listSubmissions(db: Database, ...query: Query): ReturnType<typeof findSubmissions>;
/** @deprecated Pass the database handle first (decision 021). Kept for `npm run staff` (scripts/staff.ts). */
export function listSubmissions(...query: Query): ReturnType<typeof findSubmissions>;
export function listSubmissions(...args: [Database, ...Query] | Query) {
  return typeof args[0] === "string"
    ? findSubmissions(getDb(), ...(args as Query))
    : findSubmissions(...(args as [Database, ...Query]));
}

async function findSubmissions(db: Database, kind: SubmissionKind, limit = 50) {
  switch (kind) {
    case "newsletter":
      return db
        .select()
        .from(newsletterSubscriptions)
        .orderBy(desc(newsletterSubscriptions.createdAt))
        .limit(limit);
    case "contact":
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    case "feedback":
      return db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(limit);
    case "advertising":
      return db
        .select()
        .from(advertisingEnquiries)
        .orderBy(desc(advertisingEnquiries.createdAt))
        .limit(limit);
    case "reports":
      // Members' reports about postings; who reported, what, why.
      return db
        .select({
          id: reports.id,
          createdAt: reports.createdAt,
          reporter: user.email,
          subject: reports.subjectKind,
          subjectId: reports.subjectId,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
        })
        .from(reports)
        .innerJoin(user, eq(user.id, reports.reporterId))
        .orderBy(desc(reports.createdAt))
        .limit(limit);
    case "category-registrations":
      // "Join as {singular}" applications from the category pages.
      return db
        .select()
        .from(categoryRegistrations)
        .orderBy(desc(categoryRegistrations.createdAt))
        .limit(limit);
    case "not-found":
    case "client-errors":
      return db
        .select()
        .from(siteEvents)
        .where(eq(siteEvents.kind, kind === "not-found" ? "not_found" : "client_error"))
        .orderBy(desc(siteEvents.createdAt))
        .limit(limit);
  }
}

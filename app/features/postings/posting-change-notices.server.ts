import { and, eq, inArray, isNull } from "drizzle-orm";
import { POSTING_CHANGES_GATHERED_MINUTES } from "~/constants/notifications";
import type { Database, Transaction } from "~/db/client.server";
import { jobQueue, jobWriter } from "~/db/job-queue.server";
import type { QueueName } from "~/db/job-queues";
import { applicationRoles, applications } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { type ApplicationStatus, CASTABLE_STATUSES } from "./application-status";
import type { PostingKind } from "./posting-kinds";
import { postingPath } from "./posting-path";
import { POSTINGS } from "./posting-tables.server";

/** The durable job (db/job-queues.ts) that tells a posting's applicants what changed. */
export const POSTING_CHANGES_QUEUE = "posting.changes" satisfies QueueName;

/** One thing about a posting its applicants plan around, changed: which ("Pay") and how it is now. */
export type PostingChange = {
  field: string;
  /** In a few words: "pay is now ₹5,000 per day". */
  words: string;
};

/**
 * What a posting's poster changed since its applicants were last told: the
 * job's data, gathered over POSTING_CHANGES_GATHERED_MINUTES. Each field once,
 * with its latest words (a pay edited back and forth is one "Pay" saying what
 * it is now).
 */
export type GatheredChanges = {
  kind: PostingKind;
  id: number;
  /** As its applicants know it: the title when the first of these changes was made. */
  title: string;
  posterId: string;
  /** The posting's own date, place and pay: told to everyone still in the running. */
  changes: PostingChange[];
  /** A role's pay or playing age: told to those waiting on that role, who know it by `name`. */
  roles: { id: number; name: string; changes: PostingChange[] }[];
};

type PostingNamed = Pick<GatheredChanges, "kind" | "id" | "title" | "posterId">;

/** Applicants still in the running, or chosen: they plan around the posting's date, place and pay. */
const STILL_IN: ApplicationStatus[] = ["new", "viewed", "shortlisted", "accepted", "hired"];

/** Who is told of the posting's own changes. */
export async function applicantsStillIn(db: Database, posting: Pick<PostingNamed, "kind" | "id">) {
  const rows = await db
    .select({ applicantId: applications.applicantId })
    .from(applications)
    .where(
      and(eq(POSTINGS[posting.kind].applicationColumn, posting.id), inArray(applications.status, STILL_IN)),
    );
  return rows.map((row) => row.applicantId);
}

/** Who is told of a role's changes: applied for it, not yet answered for it, still in the running. */
export async function waitingOnRole(db: Database, roleId: number) {
  const rows = await db
    .select({ applicantId: applications.applicantId })
    .from(applicationRoles)
    .innerJoin(applications, eq(applications.id, applicationRoles.applicationId))
    .where(
      and(
        eq(applicationRoles.roleId, roleId),
        isNull(applicationRoles.outcome),
        inArray(applications.status, [...CASTABLE_STATUSES]),
      ),
    );
  return rows.map((row) => row.applicantId);
}

/**
 * Adds an edit's changes to the notice its applicants will get (the attack
 * review: pay edited back and forth sent 200 applicants 200 emails an edit).
 * The first edit schedules a job POSTING_CHANGES_GATHERED_MINUTES ahead, one
 * per posting (keyed by it); later edits, until that job is taken, are added
 * to its data. Written in the edit's transaction, which holds the posting's
 * row, so two edits of one posting add one after the other; a job already
 * taken by a worker is not added to (pg-boss edits only waiting jobs), and the
 * edit schedules the next one instead.
 */
export async function gatherPostingChanges(
  tx: Transaction,
  posting: PostingNamed,
  added: Pick<GatheredChanges, "changes" | "roles">,
) {
  const boss = await jobQueue();
  const writer = jobWriter(tx);
  const singletonKey = `${posting.kind}:${posting.id}`;
  const [waiting] = await boss.findJobs<GatheredChanges>(POSTING_CHANGES_QUEUE, {
    key: singletonKey,
    queued: true,
    limit: 1,
    ...writer,
  });
  if (waiting) {
    const merged = mergeChanges(waiting.data, added);
    const { updated } = await boss.update(POSTING_CHANGES_QUEUE, merged, { id: waiting.id, ...writer });
    if (updated > 0) return;
  }
  await boss.send(POSTING_CHANGES_QUEUE, mergeChanges({ ...posting, changes: [], roles: [] }, added), {
    singletonKey,
    startAfter: POSTING_CHANGES_GATHERED_MINUTES * 60,
    ...writer,
  });
}

function mergeFields(earlier: PostingChange[], later: PostingChange[]) {
  const fields = new Map(earlier.map((change) => [change.field, change]));
  for (const change of later) fields.set(change.field, change);
  return [...fields.values()];
}

function mergeChanges(
  gathered: GatheredChanges,
  added: Pick<GatheredChanges, "changes" | "roles">,
): GatheredChanges {
  const roles = new Map(gathered.roles.map((role) => [role.id, role]));
  for (const role of added.roles) {
    const earlier = roles.get(role.id);
    // Named as its applicants knew it when the first change was gathered.
    roles.set(role.id, earlier ? { ...earlier, changes: mergeFields(earlier.changes, role.changes) } : role);
  }
  return { ...gathered, changes: mergeFields(gathered.changes, added.changes), roles: [...roles.values()] };
}

/**
 * The job: tells each applicant, in one notice, what changed that they plan
 * around ("“Gaffer” has changed: Pay, Location. Pay is now …; the place is now
 * …"), by the posting's poster (whose daily caps of emailed notices it counts
 * against). Nothing when the posting has closed meanwhile: closing told them.
 * A notice per applicant per job (`dedupeKey`), so a retried job tells no one
 * twice. Returns how many were told.
 */
export async function tellGatheredChanges(db: Database, gathered: GatheredChanges, jobId: string) {
  const { table } = POSTINGS[gathered.kind];
  return changeAndNotify(db, async (tx, notify) => {
    const [open] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, gathered.id), isNull(table.closedAt)));
    if (!open) return 0;
    const told = new Map<string, Told>();
    const tell = (people: string[], { fields, words }: Told) => {
      for (const person of people) {
        const earlier = told.get(person) ?? { fields: [], words: [] };
        told.set(person, { fields: [...earlier.fields, ...fields], words: [...earlier.words, ...words] });
      }
    };
    if (gathered.changes.length > 0) {
      tell(await applicantsStillIn(tx, gathered), {
        fields: gathered.changes.map((change) => change.field),
        words: gathered.changes.map((change) => change.words),
      });
    }
    for (const role of gathered.roles) {
      if (role.changes.length === 0) continue;
      tell(await waitingOnRole(tx, role.id), {
        fields: role.changes.map((change) => `${change.field} of “${role.name}”`),
        words: [`for “${role.name}”, ${role.changes.map((change) => change.words).join(" and ")}`],
      });
    }
    await notify(
      ...[...told].map(([userId, changed]) => ({
        userId,
        kind: "application_status" as const,
        text: changeNotice(gathered.title, changed),
        link: postingPath(gathered),
        senderId: gathered.posterId,
        dedupeKey: `posting-changes:${jobId}`,
      })),
    );
    return told.size;
  });
}

/** What one applicant is told: the fields by name, then how each is now. */
type Told = { fields: string[]; words: string[] };

/** "“Gaffer” has changed: Pay, Location. Pay is now ₹1,20,000 per month; the place is now Andheri." */
function changeNotice(title: string, { fields, words }: Told) {
  const now = words.join("; ");
  return `“${title}” has changed: ${fields.join(", ")}. ${now.charAt(0).toUpperCase()}${now.slice(1)}.`;
}

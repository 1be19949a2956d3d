import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { applicationRoles, applications, postingRoles } from "~/db/schema";
import type { Notify } from "~/features/notifications/notify.server";
import { CASTABLE_STATUSES } from "./application-status";
import { postingPath } from "./posting-path";
import { type RolePosting, rolesOfPosting } from "./posting-roles.server";
import { playingAge } from "./role-words";

/** What a role's applicants plan around: what it pays and the age it is played at. */
type RoleTerms = { name: string; pay: string; ageMin: number | null; ageMax: number | null };

/** The posting's roles' terms by id, read before an edit to compare with after it. */
export async function roleTerms(tx: Transaction, posting: RolePosting): Promise<Map<number, RoleTerms>> {
  const rows = await tx
    .select({
      id: postingRoles.id,
      name: postingRoles.name,
      pay: postingRoles.pay,
      ageMin: postingRoles.ageMin,
      ageMax: postingRoles.ageMax,
    })
    .from(postingRoles)
    .where(rolesOfPosting(posting));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}

function changesOf(before: RoleTerms, after: RoleTerms, kind: RolePosting["kind"]): string[] {
  const changes: string[] = [];
  // A role without its own pay is paid what the audition pays; a project has no pay of its own.
  const noPay = kind === "audition" ? "its pay is now the audition's" : "it no longer names its pay";
  if (before.pay !== after.pay) changes.push(after.pay ? `it now pays ${after.pay}` : noPay);
  const [was, now] = [playingAge(before), playingAge(after)];
  if (was !== now) changes.push(now ? `its playing age is now ${now}` : "it is now open to any playing age");
  return changes;
}

/**
 * Tells those waiting on a role (applied for it, not yet answered for it, still
 * in the running) when its poster changed what it pays or its playing age, in
 * the edit's transaction; the posting's own date, place and pay are told by
 * tellApplicantsOfChanges.
 */
export async function tellRoleApplicantsOfChanges(
  tx: Transaction,
  notify: Notify,
  posting: RolePosting & { title: string },
  before: Map<number, RoleTerms>,
) {
  const after = await roleTerms(tx, posting);
  for (const [roleId, terms] of after) {
    const earlier = before.get(roleId);
    const changes = earlier ? changesOf(earlier, terms, posting.kind) : [];
    if (changes.length === 0) continue;
    const people = await tx
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
    if (people.length === 0) continue;
    // Named as the applicants know them: the role's and the posting's names before the edit.
    const text = `“${earlier!.name}” in “${posting.title}” has changed: ${changes.join("; ")}.`;
    await notify(
      ...people.map(({ applicantId }) => ({
        userId: applicantId,
        kind: "application_status" as const,
        text,
        link: postingPath(posting),
      })),
    );
  }
}

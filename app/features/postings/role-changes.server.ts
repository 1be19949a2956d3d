import type { Transaction } from "~/db/client.server";
import { postingRoles } from "~/db/schema";
import { rolePayWords, storedPay } from "./pay-words";
import {
  type GatheredChanges,
  gatherPostingChanges,
  type PostingChange,
  waitingOnRole,
} from "./posting-change-notices.server";
import { type RolePosting, rolesOfPosting } from "./posting-roles.server";
import { playingAge } from "./role-words";

/** What a role's applicants plan around: what it pays (in words) and the age it is played at. */
type RoleTerms = { name: string; pay: string; ageMin: number | null; ageMax: number | null };

/** The posting's roles' terms by id, read before an edit to compare with after it. */
export async function roleTerms(tx: Transaction, posting: RolePosting): Promise<Map<number, RoleTerms>> {
  const rows = await tx
    .select({
      id: postingRoles.id,
      name: postingRoles.name,
      payKind: postingRoles.payKind,
      payMin: postingRoles.payMin,
      payMax: postingRoles.payMax,
      payPer: postingRoles.payPer,
      payNote: postingRoles.payNote,
      ageMin: postingRoles.ageMin,
      ageMax: postingRoles.ageMax,
    })
    .from(postingRoles)
    .where(rolesOfPosting(posting));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, pay: rolePayWords(storedPay(row)), ageMin: row.ageMin, ageMax: row.ageMax },
    ]),
  );
}

function changesOf(before: RoleTerms, after: RoleTerms): PostingChange[] {
  const changes: PostingChange[] = [];
  // Every role saved states its pay (decision 061), so the words after an edit are never blank.
  if (before.pay !== after.pay) changes.push({ field: "Pay", words: `its pay is now ${after.pay}` });
  const [was, now] = [playingAge(before), playingAge(after)];
  if (was !== now)
    changes.push({
      field: "Playing age",
      words: now ? `its playing age is now ${now}` : "it is now open to any playing age",
    });
  return changes;
}

/**
 * Tells those waiting on a role (applied for it, not yet answered for it, still
 * in the running) when its poster changed what it pays or its playing age:
 * gathered in the edit's transaction into the posting's next notice to its
 * applicants (posting-change-notices.server.ts); the posting's own date, place
 * and pay are gathered by tellApplicantsOfChanges.
 */
export async function tellRoleApplicantsOfChanges(
  tx: Transaction,
  posting: RolePosting & { title: string; posterId: string },
  before: Map<number, RoleTerms>,
) {
  const after = await roleTerms(tx, posting);
  const roles: GatheredChanges["roles"] = [];
  for (const [roleId, terms] of after) {
    const earlier = before.get(roleId);
    const changes = earlier ? changesOf(earlier, terms) : [];
    if (changes.length === 0 || (await waitingOnRole(tx, roleId)).length === 0) continue;
    // Named as the applicants know it: the role's name before the edit.
    roles.push({ id: roleId, name: earlier!.name, changes });
  }
  if (roles.length > 0) await gatherPostingChanges(tx, posting, { changes: [], roles });
}

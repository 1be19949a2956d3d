import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ROLE_OUTCOMES } from "~/constants/auditions";
import type { Database, Transaction } from "~/db/client.server";
import { applicationRoles, auditions, postingRoles, projects } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";
import { CASTABLE_STATUSES } from "./application-status";
import { payFormValues } from "./pay";
import type { PostingPay } from "./pay-words";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "./posting-kinds";
import { ROLE_MESSAGES } from "./role-messages";
import type { RoleDraft, RoleInput } from "./role-schema";

/** The kinds whose postings are for roles as records: casting calls and collaboration projects. */
export type RoleKind = Extract<PostingKind, "audition" | "project">;

/** One audition or one project, whose roles these are. */
export type RolePosting = { kind: RoleKind; id: number };

/**
 * Where each kind's roles point: the posting_roles column and the posting's
 * table; `ofOuter` is the same link inside a subquery of roles `r` under a
 * query of the postings (the subqueries below name their tables outright);
 * `owner` is the column a new role is stored with.
 */
const ROLE_OWNERS = {
  audition: {
    column: postingRoles.auditionId,
    table: auditions,
    ofOuter: sql.raw(`r.audition_id = "auditions"."id"`),
    owner: (id: number) => ({ auditionId: id }),
  },
  project: {
    column: postingRoles.projectId,
    table: projects,
    ofOuter: sql.raw(`r.project_id = "projects"."id"`),
    owner: (id: number) => ({ projectId: id }),
  },
} as const;

/** Whether postings of this kind are for roles as records (the registry's capability). */
export function hasRoles(kind: PostingKind): kind is RoleKind {
  return POSTING_KIND_DEFINITIONS[kind].capabilities.roles;
}

/** For a query of posting_roles: the roles of this posting. */
export function rolesOfPosting(posting: RolePosting): SQL {
  return eq(ROLE_OWNERS[posting.kind].column, posting.id);
}

/** A role as the posting's pages show it. */
export type PostingRole = {
  id: number;
  name: string;
  description: string;
  ageMin: number | null;
  ageMax: number | null;
  gender: RoleInput["gender"];
  languages: string[];
  /** Its pay in the posting pay model; kind null on a role saved before it had to be stated (its old words in the note). */
  pay: PostingPay;
  needed: number;
  filled: boolean;
  /** Somebody applied for it (withdrawn applications aside): it stays through an edit. */
  applied: boolean;
};

/**
 * The applications, withdrawn ones aside, that name the role in `roleId` (an
 * SQL reference to a role's id): the FROM and WHERE of a subquery, whose
 * tables are named outright (see below).
 */
function applicationsNaming(roleId: SQL) {
  return sql`from application_roles ar inner join applications a on a.id = ar.application_id
    where ar.role_id = ${roleId} and a.status <> 'withdrawn'`;
}

const roleColumns = {
  id: postingRoles.id,
  name: postingRoles.name,
  description: postingRoles.description,
  ageMin: postingRoles.ageMin,
  ageMax: postingRoles.ageMax,
  gender: postingRoles.gender,
  languages: postingRoles.languages,
  pay: {
    kind: postingRoles.payKind,
    min: postingRoles.payMin,
    max: postingRoles.payMax,
    per: postingRoles.payPer,
    note: postingRoles.payNote,
  },
  needed: postingRoles.needed,
  filled: sql<boolean>`${postingRoles.filledAt} is not null`,
  applied: appliedFor(),
};

/** For a query of roles: somebody's application, not withdrawn, names the role. */
function appliedFor() {
  return sql<boolean>`exists (select 1 ${applicationsNaming(sql`"posting_roles"."id"`)})`;
}

export type RoleOutcome = (typeof ROLE_OUTCOMES)[number];

/** The posting's roles in its poster's order. */
export function listRoles(db: Database | Transaction, posting: RolePosting): Promise<PostingRole[]> {
  return db
    .select(roleColumns)
    .from(postingRoles)
    .where(rolesOfPosting(posting))
    .orderBy(asc(postingRoles.position), asc(postingRoles.id));
}

/*
 * The subqueries below name their tables outright: Drizzle leaves column names
 * unqualified in a query of one table, and an unqualified "id" inside a
 * subquery would be the subquery's own, silently matching the wrong rows.
 */

/**
 * For a query of auditions or projects: the names of each one's roles, in
 * order; only those still open with `openOnly` (what a project is still
 * looking for).
 */
export function roleNamesOf(kind: RoleKind, { openOnly = false } = {}): SQL<string[]> {
  const open = openOnly ? sql` and r.filled_at is null` : sql``;
  return sql<
    string[]
  >`array(select r.name from posting_roles r where ${ROLE_OWNERS[kind].ofOuter}${open} order by r.position, r.id)`;
}

/** For a query of auditions or projects: the words of each one's roles (names, descriptions, languages), for its search. */
export function roleSearchTextOf(kind: RoleKind): SQL<string | null> {
  return sql<
    string | null
  >`(select string_agg(concat_ws(' ', r.name, r.description, array_to_string(r.languages, ' ')), ' ') from posting_roles r where ${ROLE_OWNERS[kind].ofOuter})`;
}

/**
 * For a query of auditions or projects: each one's roles in full, in order,
 * as a JSON list in its own row (the posting's page reads them with the
 * posting, in one query).
 */
export function rolesOf(kind: RoleKind): SQL<PostingRole[]> {
  return sql<PostingRole[]>`(select coalesce(json_agg(json_build_object(
      'id', r.id, 'name', r.name, 'description', r.description, 'ageMin', r.age_min, 'ageMax', r.age_max,
      'gender', r.gender, 'languages', r.languages, 'needed', r.needed,
      'pay', json_build_object('kind', r.pay_kind, 'min', r.pay_min, 'max', r.pay_max, 'per', r.pay_per, 'note', r.pay_note),
      'filled', r.filled_at is not null,
      'applied', exists (select 1 ${applicationsNaming(sql`r.id`)})
    ) order by r.position, r.id), '[]'::json)
    from posting_roles r where ${ROLE_OWNERS[kind].ofOuter})`;
}

/** The saved roles as the editor holds them (the form's starting value when its poster edits). */
export function roleDrafts(roles: PostingRole[]): RoleDraft[] {
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    ageMin: role.ageMin === null ? "" : String(role.ageMin),
    ageMax: role.ageMax === null ? "" : String(role.ageMax),
    gender: role.gender,
    languages: role.languages.join(", "),
    ...payFormValues(role.pay),
    needed: String(role.needed),
    applied: role.applied,
  }));
}

function storedRole(role: RoleInput, position: number) {
  return {
    position,
    name: role.name,
    description: role.description,
    ageMin: role.ageMin,
    ageMax: role.ageMax,
    gender: role.gender,
    languages: role.languages,
    // Already the stored columns (roleInputSchema ends in payColumns).
    payKind: role.payKind,
    payMin: role.payMin,
    payMax: role.payMax,
    payPer: role.payPer,
    payNote: role.payNote,
    needed: role.needed,
  };
}

/**
 * Makes the posting's roles what its form says, in that order: a role with
 * the id of one of its saved roles changes that role, one without is added,
 * and a saved role left out is removed, unless somebody applied for it (their
 * answer depends on it): then nothing changes and the form says why.
 */
export async function saveRoles(tx: Transaction, posting: RolePosting, roles: RoleInput[]) {
  const saved = await tx
    .select({
      id: postingRoles.id,
      name: postingRoles.name,
      applied: appliedFor(),
    })
    .from(postingRoles)
    .where(rolesOfPosting(posting))
    .for("update");
  const savedIds = new Set(saved.map((role) => role.id));
  const keptIds = new Set(roles.flatMap((role) => (role.id && savedIds.has(role.id) ? [role.id] : [])));
  const removed = saved.filter((role) => !keptIds.has(role.id));
  const applied = removed.find((role) => role.applied);
  if (applied) {
    const message = ROLE_MESSAGES.appliedRoleRemoved(
      applied.name,
      posting.kind === "project" ? "requests page" : "applicants page",
    );
    throw new ServiceError("invalid", message, { fieldErrors: { roles: [message] } });
  }
  if (removed.length > 0) {
    await tx.delete(postingRoles).where(
      inArray(
        postingRoles.id,
        removed.map((role) => role.id),
      ),
    );
  }
  const added: ReturnType<typeof storedRole>[] = [];
  for (const [position, role] of roles.entries()) {
    if (role.id && keptIds.has(role.id)) {
      await tx.update(postingRoles).set(storedRole(role, position)).where(eq(postingRoles.id, role.id));
    } else {
      added.push(storedRole(role, position));
    }
  }
  if (added.length > 0) {
    const owner = ROLE_OWNERS[posting.kind].owner(posting.id);
    await tx.insert(postingRoles).values(added.map((role) => ({ ...owner, ...role })));
  }
}

/**
 * The roles an application is for, replacing any it named before (applying
 * again after a withdrawal): every one must be an open role of this posting,
 * and one at least when the posting has open roles (the only one, when it
 * has one and none was named).
 */
export async function chooseRoles(
  tx: Transaction,
  posting: RolePosting,
  applicationId: number,
  roleIds: readonly number[],
) {
  // Filling a role or editing the roles holds the posting for update: applying waits for either to finish,
  // and then reads the roles as they left them (no application lands on a role filled or removed meanwhile).
  const { table } = ROLE_OWNERS[posting.kind];
  const [found] = await tx
    .select({ closedAt: table.closedAt })
    .from(table)
    .where(eq(table.id, posting.id))
    .for("share");
  const roles = await tx
    .select({ id: postingRoles.id, filled: sql<boolean>`${postingRoles.filledAt} is not null` })
    .from(postingRoles)
    .where(rolesOfPosting(posting));
  const open = roles.filter((role) => !role.filled);
  if (!found || found.closedAt) throw new ServiceError("conflict", ROLE_MESSAGES.closed[posting.kind]);
  if (roles.length > 0 && open.length === 0) {
    throw new ServiceError("conflict", ROLE_MESSAGES.notTaking[posting.kind]);
  }
  const openIds = new Set(open.map((role) => role.id));
  // With one role open there is nothing to choose: the application is for it.
  const chosen = roleIds.length === 0 && open.length === 1 ? [open[0]!.id] : [...new Set(roleIds)];
  if (chosen.some((id) => !openIds.has(id))) {
    throw new ServiceError("conflict", ROLE_MESSAGES.roleNotOpen, {
      fieldErrors: { roles: [ROLE_MESSAGES.roleNotOpen] },
    });
  }
  if (openIds.size > 0 && chosen.length === 0) {
    throw new ServiceError("invalid", ROLE_MESSAGES.chooseRole[posting.kind], {
      fieldErrors: { roles: [ROLE_MESSAGES.chooseRole[posting.kind]] },
    });
  }
  await tx.delete(applicationRoles).where(eq(applicationRoles.applicationId, applicationId));
  if (chosen.length > 0) {
    await tx.insert(applicationRoles).values(chosen.map((roleId) => ({ applicationId, roleId })));
  }
}

/** Whether the posting has roles and every one is filled (then an audition closes as filled). */
export async function everyRoleFilled(tx: Transaction, posting: RolePosting) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${postingRoles.filledAt} is null)`.mapWith(Number),
    })
    .from(postingRoles)
    .where(rolesOfPosting(posting));
  return (row?.total ?? 0) > 0 && row?.open === 0;
}

/** Someone who applied for a role, as its poster chooses among them. */
type Candidate = { applicationId: number; name: string; outcome: RoleOutcome | null };

/**
 * A role on its applicants page: how many applied for it (withdrawn ones left
 * out), and those who can still be cast (or, once filled, those who were).
 */
export type RoleWithCount = PostingRole & { applicants: number; candidates: Candidate[] };

/** The posting's roles, each with who applied for it, for its poster. */
export function listRolesWithCounts(db: Database, posting: RolePosting): Promise<RoleWithCount[]> {
  return db
    .select({
      ...roleColumns,
      applicants: sql<number>`(select count(*) ${applicationsNaming(sql`"posting_roles"."id"`)})`.mapWith(
        Number,
      ),
      candidates: sql<Candidate[]>`(select coalesce(json_agg(json_build_object(
          'applicationId', a.id, 'name', coalesce(p.name, 'A member without a profile'), 'outcome', ar.outcome
        ) order by a.created_at, a.id), '[]'::json)
        from application_roles ar inner join applications a on a.id = ar.application_id
        left join profiles p on p.user_id = a.applicant_id
        where ar.role_id = "posting_roles"."id" and (a.status in (${sql.join(
          CASTABLE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}) or ar.outcome = 'cast'))`,
    })
    .from(postingRoles)
    .where(rolesOfPosting(posting))
    .orderBy(asc(postingRoles.position), asc(postingRoles.id));
}

/** For the applicants query's where: the application is for role `roleId`. */
export function appliedForRole(roleId: number): SQL {
  return sql`exists (select 1 from application_roles ar where ar.application_id = "applications"."id" and ar.role_id = ${roleId})`;
}

/** The roles each of the applications is for, with their answers, in the posting's order. */
export async function rolesAppliedFor(db: Database, applicationIds: number[]) {
  const byApplication = new Map<number, { id: number; name: string; outcome: RoleOutcome | null }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationRoles.applicationId,
      id: postingRoles.id,
      name: postingRoles.name,
      outcome: applicationRoles.outcome,
    })
    .from(applicationRoles)
    .innerJoin(postingRoles, eq(postingRoles.id, applicationRoles.roleId))
    .where(inArray(applicationRoles.applicationId, applicationIds))
    .orderBy(asc(postingRoles.position), asc(postingRoles.id));
  for (const { applicationId, ...role } of rows) {
    byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), role]);
  }
  return byApplication;
}

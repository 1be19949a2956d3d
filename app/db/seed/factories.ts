import { dayInIndia } from "../../lib/india-days";
import type { Database, Transaction } from "../client.server";
import { auditions, type jobs, postingRoles, type profiles, projects } from "../schema";
import { typedRole } from "./typed-role";

/**
 * Row shapes for the seed's sample data, and the builder that dates its
 * auditions. Tests insert their own rows with tests/factories, which builds
 * auditions with this same builder.
 */

export type NewProfile = Omit<typeof profiles.$inferInsert, "id" | "createdAt">;
/** Seed profiles give "Free from" as days after the day the seed runs; without it they are free now. */
export type NewProfileSeed = Omit<NewProfile, "availableFrom"> & { freeInDays?: number };
export type NewAudition = typeof auditions.$inferInsert;

/** A profile row from its seed, its "Free from" day (India) counted from `now`. */
export function buildProfile(seed: NewProfileSeed, now = new Date()): NewProfile {
  const { freeInDays, ...rest } = seed;
  const availableFrom =
    freeInDays === undefined ? null : dayInIndia(new Date(now.getTime() + freeInDays * DAY_MS));
  return { ...rest, availableFrom };
}
/**
 * Seed auditions give their date relative to the day the seed runs, so they
 * stay upcoming, and their roles as one line each ("Female Lead (23-30)").
 */
export type NewAuditionSeed = Omit<NewAudition, "date" | "id" | "createdAt"> & {
  daysFromNow: number;
  roles?: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildAudition(seed: NewAuditionSeed, now = new Date()): NewAudition {
  const { daysFromNow, roles: _roles, ...rest } = seed;
  const date = new Date(now.getTime() + daysFromNow * DAY_MS);
  date.setUTCHours(5, 30, 0, 0); // 11:00 in India
  return { ...rest, date };
}

export type NewJob = typeof jobs.$inferInsert;
/**
 * Seed jobs give their posting day and deadline relative to the day the seed runs, so they stay open,
 * and always state their pay.
 */
export type NewJobSeed = Omit<NewJob, "id" | "createdAt" | "updatedAt" | "deadline" | "posterId"> &
  Required<Pick<NewJob, "payKind">> & { postedDaysAgo: number; deadlineInDays: number; poster: string };

/** A job row from its seed, dated relative to `now`. */
export function buildJob(seed: NewJobSeed, now = new Date()): NewJob {
  const { postedDaysAgo, deadlineInDays, poster, ...rest } = seed;
  const deadline = new Date(now.getTime() + deadlineInDays * DAY_MS);
  deadline.setUTCHours(12, 29, 0, 0); // 17:59 in India
  return {
    ...rest,
    posterId: `sample-${poster}`,
    deadline,
    createdAt: new Date(now.getTime() - postedDaysAgo * DAY_MS),
  };
}

export type NewProject = typeof projects.$inferInsert;
/**
 * Seed projects name their creator and accepted members by sample username,
 * their age in days, and the roles they are looking for as one line each
 * ("Lead Actor", "Dancer (20-30)"), as seed auditions do.
 */
export type NewProjectSeed = Omit<NewProject, "id" | "createdAt" | "updatedAt" | "posterId"> & {
  createdDaysAgo: number;
  creator: string;
  members: string[];
  roles?: string[];
};

/** A project row from its seed, dated relative to `now`. */
export function buildProject(seed: NewProjectSeed, now = new Date()): NewProject {
  const { createdDaysAgo, creator, members: _members, roles: _roles, ...rest } = seed;
  const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS);
  return { ...rest, posterId: `sample-${creator}`, createdAt, updatedAt: createdAt };
}

/** Inserts a project from its seed with its roles (read by typedRole); the project's row. */
export async function insertProject(
  db: Database | Transaction,
  seed: NewProjectSeed & { posterId?: string | null },
  now = new Date(),
) {
  const built = buildProject(seed, now);
  const values = seed.posterId === undefined ? built : { ...built, posterId: seed.posterId };
  const [row] = await db.insert(projects).values(values).returning();
  await insertRoles(db, { projectId: row!.id }, seed.roles ?? [], row!);
  return row!;
}

/**
 * A posting's roles from their one-line form, in order, each paying what its
 * posting pays (a posting's pay is its roles', decision 061).
 */
async function insertRoles(
  db: Database | Transaction,
  owner: { auditionId: number } | { projectId: number },
  typed: string[],
  posting: typeof auditions.$inferSelect | typeof projects.$inferSelect,
) {
  const { payKind, payMin, payMax, payPer, payNote } = posting;
  const pay = { payKind, payMin, payMax, payPer, payNote };
  const roles = typed.map((text, position) => ({ ...owner, position, ...typedRole(text), ...pay }));
  if (roles.length > 0) await db.insert(postingRoles).values(roles);
}

/** Inserts an audition from its seed with its roles (read by typedRole); the audition's row. */
export async function insertAudition(db: Database | Transaction, seed: NewAuditionSeed, now = new Date()) {
  const [row] = await db.insert(auditions).values(buildAudition(seed, now)).returning();
  await insertRoles(db, { auditionId: row!.id }, seed.roles ?? [], row!);
  return row!;
}

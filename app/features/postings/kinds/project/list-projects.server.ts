import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ProjectStatus } from "~/constants/collaboration";
import type { Database } from "~/db/client.server";
import { applications, profiles, projects } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { shownTo } from "~/features/blocks/member-reach.server";
import { type PostingPay, storedPay } from "~/features/postings/pay-words";
import { roleNamesOf, roleSearchTextOf, rolesOf } from "~/features/postings/posting-roles.server";
import { everyWordIn, searchWords, withCorrectedWords } from "~/features/postings/posting-search.server";
import { listedPostings, shownPostings } from "~/features/postings/posting-tables.server";
import type { PostingBacker } from "~/features/productions/posting-backer";
import { backedByVerifiedProduction, backerOf } from "~/features/productions/posting-backer.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { excerpt } from "~/lib/excerpt";
import { containsPattern } from "~/lib/like-pattern";
import { ReadCache } from "~/lib/read-cache.server";
import { PROJECT_LIST_LIMIT, type ProjectQuery, wantedRoles } from "./project-filters";

/**
 * How many people are on a project: its creator and everyone whose request to
 * join was accepted ("collaborators" in spec part 1, section 3; the team size
 * filter is an at-least match on it, section 9). The inner "applications" is
 * the subquery's own.
 */
export const teamSize =
  sql<number>`(1 + (select count(*) from ${applications} where ${applications.projectId} = ${projects.id} and ${applications.status} = 'accepted'))`.mapWith(
    Number,
  );

/** What a card shows, with its creator (a profile, if the account still has one). */
const cardColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  stage: projects.stage,
  // The roles still open: what it is looking for (a filled role is no longer looked for).
  lookingFor: roleNamesOf("project", { openOnly: true }),
  location: projects.location,
  cityId: projects.cityId,
  imageUrl: projects.imageUrl,
  createdAt: projects.createdAt,
  closedAt: projects.closedAt,
  teamSize,
  creatorProfileId: profiles.id,
  creatorName: profiles.name,
  creatorUsername: profiles.username,
  creatorRole: profiles.role,
  creatorAvatar: profilePhotoColumn(profiles),
  payKind: projects.payKind,
  payMin: projects.payMin,
  payMax: projects.payMax,
  payPer: projects.payPer,
  payNote: projects.payNote,
  // Who stands behind it: the production it was posted for, as verified now.
  backer: backerOf(projects.productionId),
  // Held for review (it asks applicants for money): only its poster sees it, with this said.
  // Held while staff have not answered; one they refused is closed, and says so, not "held for review".
  held: sql<boolean>`${projects.heldAt} is not null and ${projects.closedAt} is null`.mapWith(Boolean),
};

function selectCards(db: Database) {
  return db.select(cardColumns).from(projects).leftJoin(profiles, eq(profiles.userId, projects.posterId));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export type ProjectCard = {
  id: number;
  title: string;
  description: string;
  category: string;
  status: ProjectStatus;
  lookingFor: string[];
  location: string;
  cityId: string | null;
  imageUrl: string | null;
  createdAt: string;
  /** People on it: the creator and everyone accepted. */
  collaborators: number;
  creator: { profileId: number; name: string; username: string; role: string; avatar: string | null } | null;
  backer: PostingBacker | null;
  held: boolean;
  /** What it pays. */
  pay: PostingPay;
};

/** A card shows three lines of the description: this much of it, never the whole text. */
const CARD_DESCRIPTION_CHARS = 280;

function toCard(row: CardRow): ProjectCard {
  return {
    id: row.id,
    title: row.title,
    description: excerpt(row.description, CARD_DESCRIPTION_CHARS),
    category: row.category,
    status: row.closedAt ? "completed" : row.stage,
    lookingFor: row.lookingFor,
    location: row.location,
    cityId: row.cityId,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    collaborators: row.teamSize,
    backer: row.backer,
    held: row.held,
    pay: storedPay(row),
    creator:
      row.creatorProfileId !== null && row.creatorName && row.creatorUsername
        ? {
            profileId: row.creatorProfileId,
            name: row.creatorName,
            username: row.creatorUsername,
            role: row.creatorRole ?? "",
            avatar: row.creatorAvatar,
          }
        : null,
  };
}

/**
 * What a project's search looks in, lower-cased: its title, description, its
 * roles' names, descriptions and languages, and its creator's name.
 */
const projectSearchText = sql`lower(concat_ws(' ', ${projects.title}, ${projects.description}, ${roleSearchTextOf("project")}, ${profiles.name}))`;

/**
 * Every filter of spec part 1, section 9, as SQL (the text also looks in the
 * creator's name, so the query joins profiles), over the projects shown to
 * the viewer: never a suspended member's, nor one whose creator and the
 * viewer have blocked each other.
 */
function filtersOf(query: ProjectQuery, viewerId: string | null): SQL[] {
  const conditions: SQL[] = [shownPostings("project", viewerId)];
  // Every word of the search somewhere in the project or its creator's name, in any order.
  const text = everyWordIn(searchWords(query.q), projectSearchText);
  if (text) conditions.push(text);
  if (query.category !== "all") conditions.push(eq(projects.category, query.category));
  if (query.status === "completed") conditions.push(isNotNull(projects.closedAt));
  else if (query.status !== "all")
    conditions.push(and(isNull(projects.closedAt), eq(projects.stage, query.status))!);
  if (query.team > 0) conditions.push(gte(teamSize, query.team));
  if (query.by === "verified") conditions.push(backedByVerifiedProduction(projects.productionId));
  if (query.pay !== "all") conditions.push(eq(projects.payKind, query.pay));
  const roles = wantedRoles(query);
  if (roles.length > 0) {
    // The same rule as looksForAny in project-filters.ts: an open role whose name contains a wanted role.
    const anyRole = sql.join(
      roles.map((role) => sql`lower(r.name) like ${containsPattern(role)}`),
      sql` or `,
    );
    conditions.push(
      sql`exists (select 1 from posting_roles r where r.project_id = ${projects.id} and r.filled_at is null and (${anyRole}))`,
    );
  }
  if (query.city !== "all") conditions.push(eq(projects.cityId, query.city));
  return conditions;
}

/**
 * The projects tab: matching projects newest first, and how many match; read
 * again with the search's words corrected when nothing matched them as typed.
 */
export function listProjects(
  db: Database,
  query: ProjectQuery,
  { limit = PROJECT_LIST_LIMIT, viewerId = null }: { limit?: number; viewerId?: string | null } = {},
) {
  return withCorrectedWords(
    db,
    query.q,
    (words) => listMatching(db, { ...query, q: words.join(" ") }, limit, viewerId),
    (list) => list.total,
  );
}

async function listMatching(db: Database, query: ProjectQuery, limit: number, viewerId: string | null) {
  const where = and(...filtersOf(query, viewerId));
  const [rows, [counted]] = await Promise.all([
    selectCards(db).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(limit),
    db
      .select({ total: count() })
      .from(projects)
      .leftJoin(profiles, eq(profiles.userId, projects.posterId))
      .where(where),
  ]);
  return { projects: rows.map(toCard), total: counted?.total ?? 0 };
}

/** My Projects: the ones the member created or was accepted onto, with the same filters, newest first. */
export async function listMyProjects(db: Database, userId: string, query: ProjectQuery) {
  const joined = db
    .select({ id: applications.projectId })
    .from(applications)
    .where(
      and(
        eq(applications.applicantId, userId),
        eq(applications.status, "accepted"),
        isNotNull(applications.projectId),
      ),
    );
  const mine = or(eq(projects.posterId, userId), inArray(projects.id, joined))!;
  const rows = await selectCards(db)
    .where(and(mine, ...filtersOf(query, userId)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PROJECT_LIST_LIMIT);
  return { projects: rows.map(toCard), total: rows.length };
}

/** The open projects in one city, newest first: the city page's Collaborations section. */
export async function listCityProjects(db: Database, cityId: string, limit: number, now = new Date()) {
  const rows = await selectCards(db)
    .where(and(eq(projects.cityId, cityId), listedPostings("project", now)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  return rows.map(toCard);
}

/**
 * One project with its creator, its roles in full, and the creator's account
 * (who may manage it), as `viewerId` may see it; null when there is none, or
 * its creator is suspended, or its creator and the viewer have blocked each other.
 */
export async function getProject(db: Database, id: number, viewerId: string | null) {
  const [row] = await db
    .select({ ...cardColumns, posterId: projects.posterId, roleDetails: rolesOf("project") })
    .from(projects)
    .leftJoin(profiles, eq(profiles.userId, projects.posterId))
    .where(and(eq(projects.id, id), shownPostings("project", viewerId)));
  if (!row) return null;
  const { posterId, roleDetails, ...card } = row;
  // The project's own page shows the whole description, not a card's excerpt.
  return { ...toCard(card), description: card.description, posterId, roleDetails };
}

/** The people on a project: its creator first, then everyone accepted, in the order they were accepted. */
export async function listCollaborators(db: Database, projectId: number, viewerId: string | null) {
  const person = {
    profileId: profiles.id,
    name: profiles.name,
    username: profiles.username,
    role: profiles.role,
    avatar: profilePhotoColumn(profiles),
  };
  const [creator, accepted] = await Promise.all([
    db
      .select(person)
      .from(projects)
      .innerJoin(profiles, eq(profiles.userId, projects.posterId))
      .where(eq(projects.id, projectId)),
    db
      .select(person)
      .from(applications)
      .innerJoin(profiles, eq(profiles.userId, applications.applicantId))
      // A suspended collaborator, or one the viewer and they have blocked either way, is not listed.
      .where(
        and(
          eq(applications.projectId, projectId),
          eq(applications.status, "accepted"),
          shownTo(viewerId, applications.applicantId),
        ),
      )
      .orderBy(applications.updatedAt, applications.id),
  ]);
  return [
    ...creator.map((row) => ({ ...row, isCreator: true })),
    ...accepted.map((row) => ({ ...row, isCreator: false })),
  ];
}
export type Collaborator = Awaited<ReturnType<typeof listCollaborators>>[number];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type ProjectStats = {
  active: number;
  collaborators: number;
  professionals: number;
  newThisWeek: number;
};

/** The same for every visitor and every search: read for one page, kept a few seconds (app/lib/read-cache.server.ts). */
const statsCache = new ReadCache<ProjectStats>("project stats", 1);

/**
 * The hub's four stat cards, counted: active projects, people on projects
 * (each project's creator and accepted members, summed), professionals with a
 * profile, and projects created in the last seven days (the fixed 7 of spec
 * part 1, section 2, made real); a suspended member's projects and profile
 * count in none.
 * A given `now` reads afresh (tests).
 */
export function projectStats(db: Database, now?: Date): Promise<ProjectStats> {
  if (now) return readProjectStats(db, now);
  return statsCache.read("all", () => readProjectStats(db, new Date()));
}

async function readProjectStats(db: Database, now: Date): Promise<ProjectStats> {
  const [[totals], [accepted], [people]] = await Promise.all([
    db
      .select({
        projects: count(),
        active:
          sql<number>`count(*) filter (where ${projects.closedAt} is null and ${projects.stage} = 'active')`.mapWith(
            Number,
          ),
        newThisWeek:
          sql<number>`count(*) filter (where ${projects.createdAt} >= ${new Date(now.getTime() - WEEK_MS)})`.mapWith(
            Number,
          ),
      })
      .from(projects)
      .where(shownPostings("project", null)),
    db
      .select({ count: count() })
      .from(applications)
      .innerJoin(projects, eq(projects.id, applications.projectId))
      .where(and(eq(applications.status, "accepted"), shownPostings("project", null))),
    db.select({ count: count() }).from(profiles).where(notSuspended(profiles.userId)),
  ]);
  return {
    active: totals?.active ?? 0,
    collaborators: (totals?.projects ?? 0) + (accepted?.count ?? 0),
    professionals: people?.count ?? 0,
    newThisWeek: totals?.newThisWeek ?? 0,
  };
}

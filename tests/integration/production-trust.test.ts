import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditions, jobs, productionMembers, productions, projects, user } from "~/db/schema";
import { liftSuspension } from "~/features/accounts/suspension.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { DEPARTURE_NOTICES } from "~/features/postings/production-departures.server";
import { listMyProductions } from "~/features/productions/my-productions.server";
import { productionsToPostFor } from "~/features/productions/production-access.server";
import { createProduction } from "~/features/productions/save-production.server";
import { loader as listLoader } from "~/routes/postings/list";
import { action as pageAction, loader as pageLoader } from "~/routes/production";
import { action as manageAction, loader as manageLoader } from "~/routes/production-manage";
import { createApplication, createAudition, createJob, createProject, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * What a production's badge vouches for ends with the people behind it
 * (issue 27's review, decision 059): a member removed or gone takes the
 * production's name off their open postings (closed, or kept as their own
 * when the owners say so), and those who applied are told; a suspended owner
 * holds the production's verification (no badge, out of "Verified productions
 * only") until the suspension is lifted. And the production's page names its
 * people by profile, never by account id.
 */
const db = setUpTestDatabase();

type Member = Awaited<ReturnType<typeof signedInMember>>;

const PATHS = { audition: "/auditions", job: "/jobs", project: "/collaboration" } as const;
const KINDS = ["audition", "job", "project"] as const;
const TITLES = { audition: "Audition", job: "Job", project: "Project" } as const;

let made = 0;

/** A staff-verified production of `owner`'s, with `caster` in its casting role. */
async function verifiedProduction(owner: Member, caster: Member) {
  made += 1;
  const name = `Trust Films ${made} ${owner.member.id.slice(-5)}`;
  const production = await createProduction(db(), owner.member.id, {
    name,
    kind: "production-house",
    website: `https://www.trustfilms${made}.in`,
    about: undefined,
    cityId: undefined,
    logoImageId: undefined,
  });
  await db()
    .update(productions)
    .set({ verifiedAt: new Date(), verifiedMethod: "staff", verifiedDetail: "GSTIN 27AAPFU0939F1ZV" })
    .where(eq(productions.id, production.id));
  await db()
    .insert(productionMembers)
    .values({ productionId: production.id, userId: caster.member.id, role: "casting" });
  return { id: production.id, slug: production.slug, name };
}

/** One open posting of each kind by `poster` for the production (or as themself, with null), titled with `tag`. */
async function postingsFor(poster: Member, productionId: number | null, company: string, tag: string) {
  const common = { posterId: poster.member.id, productionId };
  const audition = await createAudition({ ...common, company, title: `${TITLES.audition} ${tag}` });
  const job = await createJob({ ...common, company, title: `${TITLES.job} ${tag}` });
  const project = await createProject({ ...common, title: `${TITLES.project} ${tag}` });
  return { audition: audition.id, job: job.id, project: project.id };
}

type Postings = Awaited<ReturnType<typeof postingsFor>>;

/** `applicant` applies to each of them. */
async function applyToAll(postings: Postings, poster: Member, applicant: Member) {
  for (const kind of KINDS) {
    await createApplication({
      posting: { kind, id: postings[kind] },
      posterId: poster.member.id,
      applicantId: applicant.member.id,
    });
  }
}

/** Each posting's row now: its production, company line (auditions and jobs) and whether it is closed. */
async function rowsOf(postings: Postings) {
  const [audition] = await db().select().from(auditions).where(eq(auditions.id, postings.audition));
  const [job] = await db().select().from(jobs).where(eq(jobs.id, postings.job));
  const [project] = await db().select().from(projects).where(eq(projects.id, postings.project));
  return {
    audition: {
      productionId: audition!.productionId,
      company: audition!.company,
      closed: !!audition!.closedAt,
    },
    job: { productionId: job!.productionId, company: job!.company, closed: !!job!.closedAt },
    project: { productionId: project!.productionId, closed: !!project!.closedAt },
  };
}

const statusesOf = async (applicant: Member) =>
  (await db().select().from(applications).where(eq(applications.applicantId, applicant.member.id)))
    .map((row) => row.status)
    .sort();

const noticeTexts = async (member: Member) =>
  (await listNotifications(db(), member.member.id)).map((notice) => notice.text);

type Card = { title: string; backer: unknown };

/** The cards in a list's data, wherever the list keeps them: every object with a title and a backer. */
function cardsIn(value: unknown, found: Card[] = []): Card[] {
  if (Array.isArray(value)) for (const item of value) cardsIn(item, found);
  else if (value && typeof value === "object") {
    if ("title" in value && "backer" in value) found.push(value as Card);
    else for (const item of Object.values(value)) cardsIn(item, found);
  }
  return found;
}

/** What each kind's list shows a visitor for a search: the titles, and each card's backer. */
async function listed(tag: string, verifiedOnly: boolean) {
  const seen: Record<string, { titles: string[]; backers: unknown[] }> = {};
  for (const kind of KINDS) {
    const reply = await callRoute(
      listLoader,
      get(`${PATHS[kind]}?q=${tag}${verifiedOnly ? "&by=verified" : ""}`),
    );
    expect(reply.status).toBe(200);
    const cards = cardsIn(reply.body).filter((card) => card.title.toLowerCase().includes(tag));
    seen[kind] = { titles: cards.map((card) => card.title), backers: cards.map((card) => card.backer) };
  }
  return seen;
}

function removeFrom(slug: string, owner: Member, member: Member, postings?: "close" | "keep") {
  const fields: Record<string, string> = { intent: "remove-member", member: String(member.profile.id) };
  if (postings) fields.postings = postings;
  return callRoute(manageAction, post(`/productions/${slug}/manage`, fields, { cookie: owner.cookie }), {
    slug,
  });
}

describe("a member no longer part of a production", () => {
  it("removed: their open postings for it close (the owners' default), and those who applied are told", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const applicant = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const tag = `removedclose${made}`;
    const theirs = await postingsFor(caster, production.id, production.name, tag);
    const ownersPostings = await postingsFor(owner, production.id, production.name, `${tag}owner`);
    const asThemself = await postingsFor(caster, null, "Caster's Own Company", `${tag}self`);
    await applyToAll(theirs, caster, applicant);
    expect((await listed(tag, true)).audition!.titles).toContain(`Audition ${tag}`);

    const removed = await removeFrom(production.slug, owner, caster);
    expect(removed.status).toBe(200);
    expect(JSON.stringify(removed.body)).toContain("3 open postings");

    const rows = await rowsOf(theirs);
    expect([rows.audition.closed, rows.job.closed, rows.project.closed]).toEqual([true, true, true]);
    expect(await statusesOf(applicant)).toEqual(["closed", "closed", "closed"]);
    const notices = await noticeTexts(applicant);
    for (const title of [`Audition ${tag}`, `Job ${tag}`, `Project ${tag}`]) {
      expect(notices).toContain(DEPARTURE_NOTICES.closed(title, production.name));
    }
    // No list of open calls shows them any more (a project closed is listed as completed, its
    // history); the owner's own postings for it, and the member's as themself, are as they were.
    const all = await listed(tag, false);
    for (const kind of ["audition", "job"] as const) {
      expect(all[kind]!.titles).not.toContain(`${TITLES[kind]} ${tag}`);
    }
    expect(await rowsOf(ownersPostings)).toMatchObject({
      audition: { productionId: production.id, closed: false },
      job: { productionId: production.id, closed: false },
      project: { productionId: production.id, closed: false },
    });
    expect(await rowsOf(asThemself)).toMatchObject({
      audition: { productionId: null, company: "Caster's Own Company", closed: false },
      project: { closed: false },
    });
  });

  it("removed with their postings kept as theirs: open, with no production and no badge; those who applied are told", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const applicant = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const tag = `removedkeep${made}`;
    const theirs = await postingsFor(caster, production.id, production.name, tag);
    await applyToAll(theirs, caster, applicant);
    const before = await listed(tag, true);
    expect(before.job!.titles).toEqual([`Job ${tag}`]);
    expect(before.job!.backers[0]).toMatchObject({ slug: production.slug, method: "staff" });

    expect((await removeFrom(production.slug, owner, caster, "keep")).status).toBe(200);

    expect(await rowsOf(theirs)).toEqual({
      audition: { productionId: null, company: caster.profile.name, closed: false },
      job: { productionId: null, company: caster.profile.name, closed: false },
      project: { productionId: null, closed: false },
    });
    const verifiedOnly = await listed(tag, true);
    const all = await listed(tag, false);
    for (const kind of KINDS) {
      expect(verifiedOnly[kind]!.titles).toEqual([]);
      // Shown as an individual's: "Posted by an individual, not verified".
      expect(all[kind]!.backers).toEqual([null]);
    }
    // The applications stand; each applicant is told who is behind the posting now.
    expect(await statusesOf(applicant)).toEqual(["new", "new", "new"]);
    expect(await noticeTexts(applicant)).toContain(
      DEPARTURE_NOTICES.kept(`Audition ${tag}`, production.name, caster.profile.name),
    );
  });

  it("who leaves: their open postings for it close, and those who applied are told", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const applicant = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const tag = `left${made}`;
    const theirs = await postingsFor(caster, production.id, production.name, tag);
    await applyToAll(theirs, caster, applicant);

    const left = await callRoute(
      pageAction,
      post(`/productions/${production.slug}`, { intent: "leave" }, { cookie: caster.cookie }),
      { slug: production.slug },
    );
    expect(left.status).toBe(200);
    const rows = await rowsOf(theirs);
    expect([rows.audition.closed, rows.job.closed, rows.project.closed]).toEqual([true, true, true]);
    expect(await statusesOf(applicant)).toEqual(["closed", "closed", "closed"]);
    expect(await noticeTexts(applicant)).toContain(DEPARTURE_NOTICES.closed(`Job ${tag}`, production.name));
    // The production's page lists none of them.
    const page = await callRoute(pageLoader, get(`/productions/${production.slug}`), {
      slug: production.slug,
    });
    expect((page.body as { postings: unknown[] }).postings).toEqual([]);
  });

  it("an owner's choice is read from the form: anything else is refused, and nothing changes", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const reply = await callRoute(
      manageAction,
      post(
        `/productions/${production.slug}/manage`,
        { intent: "remove-member", member: String(caster.profile.id), postings: "give-to-me" },
        { cookie: owner.cookie },
      ),
      { slug: production.slug },
    );
    expect(reply.status).toBe(400);
    const still = await db()
      .select()
      .from(productionMembers)
      .where(
        and(
          eq(productionMembers.productionId, production.id),
          eq(productionMembers.userId, caster.member.id),
        ),
      );
    expect(still).toHaveLength(1);
  });
});

describe("a production whose owner is suspended", () => {
  it("loses its badge and its place among verified productions, on its other members' postings too, until the suspension is lifted", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const tag = `suspendedowner${made}`;
    await postingsFor(caster, production.id, production.name, tag);
    const page = async () =>
      (
        (await callRoute(pageLoader, get(`/productions/${production.slug}`), { slug: production.slug }))
          .body as {
          production: { verifiedAt: string | null; verifiedMethod: string | null };
        }
      ).production;
    const postAs = async () => (await productionsToPostFor(db(), caster.member.id))[0];
    const mine = async () => (await listMyProductions(db(), caster.member.id)).productions[0];

    const before = await listed(tag, true);
    for (const kind of KINDS)
      expect(before[kind]!.backers).toEqual([expect.objectContaining({ method: "staff" })]);
    expect(await page()).toMatchObject({ verifiedMethod: "staff" });

    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, owner.member.id));
    const verifiedOnly = await listed(tag, true);
    const all = await listed(tag, false);
    for (const kind of KINDS) {
      expect(verifiedOnly[kind]!.titles).toEqual([]);
      // Still the production's, posted by a member in good standing: shown, with no badge.
      expect(all[kind]!.backers).toEqual([
        expect.objectContaining({ slug: production.slug, method: null, verifiedAt: null }),
      ]);
    }
    expect(await page()).toMatchObject({ verifiedAt: null, verifiedMethod: null });
    expect(await postAs()).toMatchObject({ id: production.id, verified: false });
    expect(await mine()).toMatchObject({ id: production.id, verified: false });
    // Nothing was written: the row keeps what staff verified.
    const [row] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(row).toMatchObject({ verifiedMethod: "staff" });

    await liftSuspension(db(), owner.member.id);
    const back = await listed(tag, true);
    for (const kind of KINDS)
      expect(back[kind]!.backers).toEqual([expect.objectContaining({ method: "staff" })]);
    expect(await page()).toMatchObject({ verifiedMethod: "staff" });
    expect(await postAs()).toMatchObject({ verified: true });
  });

  it("tells its other owners why its verification is on hold", async () => {
    const owner = await signedInMember();
    const coOwner = await signedInMember();
    const production = await verifiedProduction(owner, coOwner);
    await db()
      .update(productionMembers)
      .set({ role: "owner" })
      .where(eq(productionMembers.userId, coOwner.member.id));
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, owner.member.id));
    const managed = await callRoute(
      manageLoader,
      get(`/productions/${production.slug}/manage`, { cookie: coOwner.cookie }),
      { slug: production.slug },
    );
    expect(managed.body).toMatchObject({
      verificationHeld: true,
      page: { production: { verifiedAt: null } },
    });
  });
});

describe("the production's page data", () => {
  it("names its people by profile, never by account id, to visitors, members and owners", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const production = await verifiedProduction(owner, caster);
    const accountIds = [owner.member.id, caster.member.id];
    for (const viewer of [null, caster, owner]) {
      const page = await callRoute(
        pageLoader,
        get(`/productions/${production.slug}`, viewer ? { cookie: viewer.cookie } : {}),
        { slug: production.slug },
      );
      expect(page.status).toBe(200);
      const json = JSON.stringify(page.body);
      for (const id of accountIds) expect(json).not.toContain(id);
      const people = (page.body as { people: { profileId: number; username: string }[] }).people;
      expect(people.map((person) => person.username).sort()).toEqual(
        [owner.profile.username, caster.profile.username].sort(),
      );
      expect(people.map((person) => person.profileId).sort()).toEqual(
        [owner.profile.id, caster.profile.id].sort(),
      );
    }
    const managed = await callRoute(
      manageLoader,
      get(`/productions/${production.slug}/manage`, { cookie: owner.cookie }),
      { slug: production.slug },
    );
    expect(managed.status).toBe(200);
    const json = JSON.stringify(managed.body);
    for (const id of accountIds) expect(json).not.toContain(id);
    expect(managed.body).toMatchObject({ viewerProfileId: owner.profile.id });
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  creditConfirmations,
  mediaTitleProductions,
  mediaTitles,
  productionMembers,
  productions,
  profiles,
  user,
} from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { getMediaTitle } from "~/features/library/get-media-title.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { createProduction } from "~/features/productions/save-production.server";
import { revokeVerification } from "~/features/productions/staff-review.server";
import { forgetChangedCredits } from "~/features/profiles/credit-confirmations.server";
import { CREDIT_MESSAGES as M } from "~/features/profiles/credit-messages";
import { loadPublicProfilePage } from "~/features/profiles/load-profile-page.server";
import { linkTitleProduction, TITLE_LINK_MESSAGES } from "~/features/staff/title-productions.server";
import { action as creditsAction, loader as creditsLoader } from "~/routes/credits";
import { action as staffAction, loader as staffLoader } from "~/routes/staff/titles";
import { createMember, signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Credits confirmed by co-workers (issue 27, decision 066): a confirmation
 * counts only from a member of a verified production staff linked to the
 * title, or from someone whose own credit there is confirmed by someone else,
 * so a second account of one's own, or a ring of new accounts, confirms
 * nothing; trust ends when what it rests on ends; the page names people by
 * profile id, never by account id.
 */
const db = setUpTestDatabase();

let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

let titleCount = 0;
async function title(producers: string[] = []) {
  titleCount += 1;
  const id = `test-title-${Date.now().toString(36)}-${titleCount}`;
  await db()
    .insert(mediaTitles)
    .values({ id, title: `Monsoon Letters ${titleCount}`, type: "movie", year: 2024, producers });
  return id;
}

const credit = (mediaId: string | null, role: string): ProfileExperienceEntry => ({
  kind: "credit",
  role,
  production: "Monsoon Letters",
  year: 2024,
  details: "",
  mediaType: "movie",
  mediaId,
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const credited = (mediaId: string, role: string) =>
  signedInMember({ profile: { experience: [credit(mediaId, role)] } });

const ask = (who: Member, mediaId: string, confirmers: Member[]) =>
  callRoute(
    creditsAction,
    post(
      "/credits",
      { intent: "ask", title: mediaId, confirmer: confirmers.map((one) => String(one.profile.id)) },
      { cookie: who.cookie },
    ),
  );
const answer = (who: Member, request: number, intent: "confirm" | "decline") =>
  callRoute(creditsAction, post("/credits", { intent, request: String(request) }, { cookie: who.cookie }));

async function requestFor(confirmer: Member, profileId?: number) {
  const rows = await db()
    .select()
    .from(creditConfirmations)
    .where(eq(creditConfirmations.confirmerId, confirmer.member.id));
  return rows.find((row) => profileId === undefined || row.profileId === profileId)!;
}

/** Asks and confirms through the pages; both must succeed. */
async function confirmThrough(owner: Member, confirmer: Member, mediaId: string) {
  expect((await ask(owner, mediaId, [confirmer])).status).toBe(200);
  expect(
    (await answer(confirmer, (await requestFor(confirmer, owner.profile.id)).id, "confirm")).status,
  ).toBe(200);
}

/** A confirmation written straight into the table, as if given: the read must still decide whether it counts. */
async function forceConfirmed(owner: Member, confirmer: Member, mediaId: string, role: string) {
  await db().insert(creditConfirmations).values({
    profileId: owner.profile.id,
    mediaId,
    role,
    confirmerId: confirmer.member.id,
    status: "confirmed",
  });
}

/** Who the profile page says confirmed the member's credit on the title. */
async function confirmedBy(owner: Member, mediaId: string) {
  const page = await loadPublicProfilePage(db(), owner.profile.username);
  return page!.sections.credits
    .find((one) => one.mediaId === mediaId)!
    .confirmedBy.map((one) => one.username);
}

/** The count the title's page shows beside the member's credit. */
async function titlePageCount(owner: Member, mediaId: string) {
  const page = await getMediaTitle(db(), mediaId);
  return page!.credited.find((member) => member.id === owner.profile.id)!.confirmedBy;
}

let productionCount = 0;
/** A verified production owned by a member of its own, with `members` in it. */
async function verifiedProduction(members: Member[], name = `Kaveri Talkies ${++productionCount}`) {
  const owner = await createMember({ name: "Production Owner" });
  const made = await createProduction(db(), owner.id, {
    name,
    kind: "production-house",
    website: `https://kaveri${productionCount}-${Date.now().toString(36)}.example`,
  });
  await db()
    .update(productions)
    .set({ verifiedAt: new Date(), verifiedMethod: "staff", verifiedDetail: "GSTIN 27AABCK1234F1Z5" })
    .where(eq(productions.id, made.id));
  if (members.length > 0)
    await db()
      .insert(productionMembers)
      .values(
        members.map((one) => ({ productionId: made.id, userId: one.member.id, role: "member" as const })),
      );
  return { ...made, ownerId: owner.id };
}

let staff: Awaited<ReturnType<typeof createMember>>;
async function staffId() {
  staff ??= await createMember({ name: "Staff Linker", staff: true });
  return staff.id;
}
const link = async (mediaId: string, slug: string) =>
  linkTitleProduction(db(), await staffId(), { title: mediaId, production: slug });

/** A title with a verified production staff linked to it, whose member `root` may confirm there. */
async function rootedTitle() {
  const mediaId = await title();
  const root = await credited(mediaId, "Producer");
  const production = await verifiedProduction([root]);
  await link(mediaId, production.slug);
  return { mediaId, root, production };
}

describe("confirming a credit", () => {
  it("is asked of a linked production's member by profile id; they confirm, and the profile and title page say so", async () => {
    const { mediaId, root } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    const stranger = await signedInMember();

    const coworkers = await callRoute(
      creditsLoader,
      get(`/credits?title=${mediaId}`, { cookie: actor.cookie }),
    );
    const offered = (
      coworkers.body as {
        asking: { people: { profileId: number; role: string; mayConfirm: boolean; accountAge: string }[] };
      }
    ).asking.people;
    expect(offered.map((person) => [person.profileId, person.mayConfirm])).toEqual([[root.profile.id, true]]);
    // Shown with their role on this title, not their profile's heading, and how long their account has existed.
    expect(offered[0]!.role).toBe("Producer");
    expect(offered[0]!.accountAge).toBe("joined today");

    expect((await ask(actor, mediaId, [root])).status).toBe(200);
    expect(
      (await listNotifications(db(), root.member.id)).some((notice) => notice.kind === "credit_confirmation"),
    ).toBe(true);
    const request = await requestFor(root);
    // Nobody but the one asked may answer.
    expect((await answer(stranger, request.id, "confirm")).status).toBe(404);
    expect((await answer(root, request.id, "confirm")).status).toBe(200);
    // Answered once.
    expect((await answer(root, request.id, "decline")).status).toBe(404);

    const page = await loadPublicProfilePage(db(), actor.profile.username);
    const shown = page!.sections.credits.find((one) => one.mediaId === mediaId)!;
    expect(shown.confirmedBy).toEqual([{ name: root.profile.name, username: root.profile.username }]);
    expect(await titlePageCount(actor, mediaId)).toBe(1);
    expect(await titlePageCount(root, mediaId)).toBe(0);
  });

  it("refuses asking someone who cannot confirm, a credit one does not have, and an account id for a profile id", async () => {
    const { mediaId, root } = await rootedTitle();
    const other = await title();
    const actor = await credited(mediaId, "Lead");
    const stranger = await credited(other, "Lead");
    const refused = await ask(actor, mediaId, [stranger]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(M.notCoworker);
    const noCredit = await ask(stranger, mediaId, [actor]);
    expect(noCredit.status).toBe(400);
    expect(JSON.stringify(noCredit.body)).toContain(M.noCredit);
    expect((await ask(actor, mediaId, [])).status).toBe(400);
    // The form names people by profile id: an account id is not read as anyone.
    const byAccount = await callRoute(
      creditsAction,
      post(
        "/credits",
        { intent: "ask", title: mediaId, confirmer: root.member.id },
        { cookie: actor.cookie },
      ),
    );
    expect(byAccount.status).toBe(400);
    expect(
      await db().select().from(creditConfirmations).where(eq(creditConfirmations.mediaId, mediaId)),
    ).toHaveLength(0);
    // A visitor is sent to sign in.
    const visitor = await callRoute(
      creditsAction,
      post("/credits", { intent: "ask", title: mediaId, confirmer: String(root.profile.id) }),
    );
    expect(visitor.status).toBe(302);
  });

  it("is lost when the credit's role changes", async () => {
    const { mediaId, root } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    await confirmThrough(actor, root, mediaId);
    await db().transaction((tx) =>
      forgetChangedCredits(tx, actor.profile.id, [credit(mediaId, "Supporting")]),
    );
    expect(
      await db()
        .select()
        .from(creditConfirmations)
        .where(eq(creditConfirmations.profileId, actor.profile.id)),
    ).toHaveLength(0);
  });
});

describe("who a confirmation counts from (decision 066)", () => {
  it("not from a fresh second account claiming the same title", async () => {
    const mediaId = await title();
    const actor = await credited(mediaId, "Lead");
    const second = await credited(mediaId, "Editor");
    // The second account may not be asked: its own claim is confirmed by nobody.
    const refused = await ask(actor, mediaId, [second]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(M.notCoworker);
    const listed = await callRoute(creditsLoader, get(`/credits?title=${mediaId}`, { cookie: actor.cookie }));
    const people = (listed.body as { asking: { people: { profileId: number; mayConfirm: boolean }[] } })
      .asking.people;
    expect(people).toEqual([expect.objectContaining({ profileId: second.profile.id, mayConfirm: false })]);
    // And a confirmation it gave anyway (made before a change, or written around the form) does not count.
    await forceConfirmed(actor, second, mediaId, "Lead");
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    expect(await titlePageCount(actor, mediaId)).toBe(0);
  });

  it("not within a ring of accounts confirming each other, of two or of three", async () => {
    const mediaId = await title();
    const [a, b, c] = [
      await credited(mediaId, "Lead"),
      await credited(mediaId, "Editor"),
      await credited(mediaId, "Sound"),
    ];
    await forceConfirmed(a, b, mediaId, "Lead");
    await forceConfirmed(b, a, mediaId, "Editor");
    await forceConfirmed(b, c, mediaId, "Editor");
    await forceConfirmed(c, a, mediaId, "Sound");
    for (const one of [a, b, c]) {
      expect(await confirmedBy(one, mediaId)).toEqual([]);
      expect(await titlePageCount(one, mediaId)).toBe(0);
    }
    // Nor may any of them be asked by another of the ring.
    expect((await ask(a, mediaId, [b])).status).toBe(400);
    // A ring on a title whose linked production vouches for none of them stays a ring.
    const production = await verifiedProduction([]);
    await link(mediaId, production.slug);
    expect(await confirmedBy(a, mediaId)).toEqual([]);
  });

  it("from a linked production's member, and on from the credit they confirmed, but not back to its giver", async () => {
    const { mediaId, root } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    const next = await credited(mediaId, "Editor");
    await confirmThrough(actor, root, mediaId);
    // The actor's credit is confirmed by someone already trusted: their word on the next one counts.
    await confirmThrough(next, actor, mediaId);
    expect(await confirmedBy(next, mediaId)).toEqual([actor.profile.username]);
    expect(await titlePageCount(next, mediaId)).toBe(1);
    // But the actor may not ask the one whose trust rests only on theirs, and such a word does not count.
    expect((await ask(actor, mediaId, [next])).status).toBe(400);
    await forceConfirmed(actor, next, mediaId, "Lead");
    expect(await confirmedBy(actor, mediaId)).toEqual([root.profile.username]);
    // The actor's own credit changes (so its confirmation goes): the word they gave stops counting too.
    const changed = [credit(mediaId, "Supporting")];
    await db().update(profiles).set({ experience: changed }).where(eq(profiles.id, actor.profile.id));
    await db().transaction((tx) => forgetChangedCredits(tx, actor.profile.id, changed));
    expect(await confirmedBy(next, mediaId)).toEqual([]);
    expect(await titlePageCount(next, mediaId)).toBe(0);
  });

  it("not from a member of a verified production merely named like the title's producer", async () => {
    const mediaId = await title(["Kaveri Talkies"]);
    const actor = await credited(mediaId, "Lead");
    const namesake = await signedInMember();
    await verifiedProduction([namesake], "Kaveri Talkies");
    const refused = await ask(actor, mediaId, [namesake]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(M.notCoworker);
    await forceConfirmed(actor, namesake, mediaId, "Lead");
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    expect(await titlePageCount(actor, mediaId)).toBe(0);
  });

  it("no longer once the linked production loses its verification, down the chain, and not again until staff link it anew", async () => {
    const { mediaId, root, production } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    const next = await credited(mediaId, "Editor");
    await confirmThrough(actor, root, mediaId);
    await confirmThrough(next, actor, mediaId);
    await revokeVerification(db(), await staffId(), production.id, "Upheld reports of fake castings.");
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    expect(await confirmedBy(next, mediaId)).toEqual([]);
    expect(await titlePageCount(actor, mediaId)).toBe(0);
    // Verified again (a new verification): the old link rests on the old one and still counts for nothing.
    await db()
      .update(productions)
      .set({
        verifiedAt: new Date(Date.now() + 1000),
        verifiedMethod: "staff",
        verifiedDetail: "GSTIN again",
      })
      .where(eq(productions.id, production.id));
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    await link(mediaId, production.slug);
    expect(await confirmedBy(actor, mediaId)).toEqual([root.profile.username]);
    expect(await confirmedBy(next, mediaId)).toEqual([actor.profile.username]);
  });

  it("no longer once the member leaves the production, nor once staff remove the link", async () => {
    const { mediaId, root, production } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    const request = await ask(actor, mediaId, [root]);
    expect(request.status).toBe(200);
    await answer(root, (await requestFor(root)).id, "confirm");
    expect(await confirmedBy(actor, mediaId)).toEqual([root.profile.username]);
    // Removed (by an owner, or leaving: the membership row goes either way).
    await db()
      .delete(productionMembers)
      .where(
        and(eq(productionMembers.productionId, production.id), eq(productionMembers.userId, root.member.id)),
      );
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    expect(await titlePageCount(actor, mediaId)).toBe(0);

    // A member asked before the link went answers after: refused, as their word would not count.
    const { mediaId: other, root: member, production: maker } = await rootedTitle();
    const owner = await credited(other, "Lead");
    expect((await ask(owner, other, [member])).status).toBe(200);
    await db().delete(mediaTitleProductions).where(eq(mediaTitleProductions.productionId, maker.id));
    const late = await answer(member, (await requestFor(member)).id, "confirm");
    expect(late.status).toBe(403);
    expect(JSON.stringify(late.body)).toContain(M.notCoworker);
  });

  it("not while the linked production's owner is suspended, and again once it is lifted", async () => {
    const { mediaId, root, production } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    await confirmThrough(actor, root, mediaId);
    expect(await confirmedBy(actor, mediaId)).toEqual([root.profile.username]);
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, production.ownerId));
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
    await db().update(user).set({ suspendedAt: null }).where(eq(user.id, production.ownerId));
    expect(await confirmedBy(actor, mediaId)).toEqual([root.profile.username]);
  });

  it("not from a suspended confirmer", async () => {
    const { mediaId, root } = await rootedTitle();
    const actor = await credited(mediaId, "Lead");
    await confirmThrough(actor, root, mediaId);
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, root.member.id));
    expect(await confirmedBy(actor, mediaId)).toEqual([]);
  });
});

describe("what /credits sends", () => {
  it("names people by profile id with their account's age, and no account id anywhere in its data", async () => {
    const { mediaId, root } = await rootedTitle();
    await db()
      .update(user)
      .set({ createdAt: new Date("2025-03-10T06:30:00Z") })
      .where(eq(user.id, root.member.id));
    const actor = await credited(mediaId, "Lead");
    const claimant = await credited(mediaId, "Editor");
    expect((await ask(actor, mediaId, [root])).status).toBe(200);
    const ids = [actor, root, claimant].map((one) => one.member.id);

    const asking = await callRoute(creditsLoader, get(`/credits?title=${mediaId}`, { cookie: actor.cookie }));
    const people = (asking.body as { asking: { people: { profileId: number; accountAge: string }[] } }).asking
      .people;
    expect(people.map((one) => [one.profileId, one.accountAge])).toEqual([
      [root.profile.id, "member since Mar 2025"],
      [claimant.profile.id, "joined today"],
    ]);
    const waiting = await callRoute(creditsLoader, get("/credits", { cookie: root.cookie }));
    expect((waiting.body as { waiting: { name: string; accountAge: string }[] }).waiting).toEqual([
      expect.objectContaining({ name: actor.profile.name, accountAge: "joined today" }),
    ]);
    for (const body of [JSON.stringify(asking.body), JSON.stringify(waiting.body)]) {
      for (const id of ids) expect(body).not.toContain(id);
    }
    // And as a hydrated page asks for it: every loader's data for the page, the root's and layouts' too.
    for (const [path, who] of [
      [`/credits.data?title=${mediaId}`, actor],
      ["/credits.data", root],
    ] as const) {
      const reply = await send(handle, get(path, { cookie: who.cookie }));
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(root.profile.username);
      for (const id of ids) expect(reply.text).not.toContain(id);
    }
  });
});

describe("staff link a production to a title on /staff", () => {
  it("link a verified production by its addresses, list it, refuse an unverified one, and remove it", async () => {
    const mediaId = await title();
    const staffMember = await signedInMember({ staff: true });
    const production = await verifiedProduction([]);
    const linked = await callRoute(
      staffAction,
      post(
        "/staff/titles",
        {
          intent: "link-title-production",
          title: `https://rangmanch.example/media/${mediaId}`,
          production: `https://rangmanch.example/productions/${production.slug}`,
        },
        { cookie: staffMember.cookie },
      ),
    );
    expect(linked.status).toBe(200);
    const [row] = await db()
      .select()
      .from(mediaTitleProductions)
      .where(eq(mediaTitleProductions.mediaId, mediaId));
    expect(row).toMatchObject({ productionId: production.id, linkedBy: staffMember.member.id });
    const page = await callRoute(staffLoader, get("/staff/titles", { cookie: staffMember.cookie }));
    const links = (page.body as { links: { mediaId: string; productionId: number; counts: boolean }[] })
      .links;
    expect(links.find((one) => one.mediaId === mediaId)).toMatchObject({
      productionId: production.id,
      counts: true,
    });

    const unverified = await verifiedProduction([]);
    await db()
      .update(productions)
      .set({ verifiedAt: null, verifiedMethod: null })
      .where(eq(productions.id, unverified.id));
    const refused = await callRoute(
      staffAction,
      post(
        "/staff/titles",
        { intent: "link-title-production", title: mediaId, production: unverified.slug },
        { cookie: staffMember.cookie },
      ),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(TITLE_LINK_MESSAGES.notVerified);

    const removed = await callRoute(
      staffAction,
      post(
        "/staff/titles",
        { intent: "unlink-title-production", title: mediaId, productionId: String(production.id) },
        { cookie: staffMember.cookie },
      ),
    );
    expect(removed.status).toBe(200);
    expect(
      await db().select().from(mediaTitleProductions).where(eq(mediaTitleProductions.mediaId, mediaId)),
    ).toHaveLength(0);
    // What cannot name a title or a production is refused in words, never a 500.
    for (const [fields, status, message] of [
      [
        { intent: "link-title-production", title: "%00", production: production.slug },
        400,
        TITLE_LINK_MESSAGES.title,
      ],
      [
        { intent: "link-title-production", title: " ", production: production.slug },
        400,
        TITLE_LINK_MESSAGES.title,
      ],
      [
        { intent: "link-title-production", title: "no-such-title", production: production.slug },
        404,
        TITLE_LINK_MESSAGES.noTitle,
      ],
      [
        { intent: "link-title-production", title: mediaId, production: "%E0%A4" },
        404,
        TITLE_LINK_MESSAGES.noProduction,
      ],
      [
        { intent: "unlink-title-production", title: mediaId, productionId: String(production.id) },
        404,
        TITLE_LINK_MESSAGES.gone,
      ],
      [{ intent: "unlink-title-production", title: mediaId, productionId: "abc" }, 400, "could not be read"],
    ] as const) {
      const reply = await callRoute(
        staffAction,
        post("/staff/titles", fields, { cookie: staffMember.cookie }),
      );
      expect(reply.status, JSON.stringify(fields)).toBe(status);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    // A member who is not staff is not answered.
    const member = await signedInMember();
    const notStaff = await callRoute(
      staffAction,
      post(
        "/staff/titles",
        { intent: "link-title-production", title: mediaId, production: production.slug },
        { cookie: member.cookie },
      ),
    );
    expect(notStaff.status).toBe(404);
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DOMAIN_CODE_MAX_ATTEMPTS } from "~/constants/productions";
import {
  auditions,
  jobs,
  memberBlocks,
  productionDomainCodes,
  productionInvitations,
  productionMembers,
  productionReviews,
  productions,
  productionVerificationEvents,
  projects,
} from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { DEFAULT_AUDITION_QUERY } from "~/features/postings/kinds/audition/audition-filters";
import { listAuditions } from "~/features/postings/kinds/audition/list-auditions.server";
import { PRODUCTION_MESSAGES as M } from "~/features/productions/production-messages";
import { action as postAction } from "~/routes/postings/create";
import { action as pageAction, loader as pageLoader } from "~/routes/production";
import { action as manageAction, loader as manageLoader } from "~/routes/production-manage";
import { action as invitationsAction } from "~/routes/productions";
import { action as createProductionAction } from "~/routes/productions-new";
import { action as staffAction } from "~/routes/staff/productions";
import { signedInMember } from "../factories";
import { get, post, setUpMailSink } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Productions: made by a member, run by its owners, verified by a
 * code sent to its website's domain or by our staff, and posted for by its
 * casting people. Every refusal on the way, through the real routes.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

type Member = Awaited<ReturnType<typeof signedInMember>>;
const bodyText = (reply: { body: unknown }) => JSON.stringify(reply.body);

async function createProduction(owner: Member, fields: Record<string, string> = {}) {
  const reply = await callRoute(
    createProductionAction,
    post(
      "/productions/new",
      {
        name: "Monsoon Pictures",
        kind: "production-house",
        cityId: "mumbai",
        website: "https://www.monsoonpictures.in",
        about: "Feature films.",
        ...fields,
      },
      { cookie: owner.cookie },
    ),
  );
  expect(reply.status).toBe(302);
  const location = (reply.body as Response).headers.get("Location")!;
  const slug = location.split("/")[2]!;
  const [row] = await db().select().from(productions).where(eq(productions.slug, slug));
  return row!;
}

function manage(slug: string, member: Member | null, fields: Record<string, string | undefined>) {
  const sent = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return callRoute(
    manageAction,
    post(`/productions/${slug}/manage`, sent, member ? { cookie: member.cookie } : {}),
    { slug },
  );
}

async function invite(slug: string, owner: Member, invitee: Member, role = "casting") {
  return manage(slug, owner, { intent: "invite", username: invitee.profile.username, role });
}

async function join(slug: string, owner: Member, invitee: Member, role = "casting") {
  expect((await invite(slug, owner, invitee, role)).status).toBe(200);
  const [invitation] = await db()
    .select()
    .from(productionInvitations)
    .where(
      and(
        eq(productionInvitations.inviteeId, invitee.member.id),
        eq(productionInvitations.status, "pending"),
      ),
    );
  const reply = await callRoute(
    invitationsAction,
    post(
      "/productions",
      { intent: "accept", invitation: String(invitation!.id) },
      { cookie: invitee.cookie },
    ),
  );
  expect(reply.status).toBe(200);
}

function auditionForm(extra: Record<string, string> = {}) {
  const day = new Date(Date.now() + 10 * 24 * 3_600_000).toISOString().slice(0, 10);
  return {
    title: "Lead Actor",
    project: "Monsoon",
    company: "Typed Company",
    type: "In-person",
    date: day,
    location: "Andheri",
    cityId: "mumbai",
    roles: "[]",
    payKind: "paid",
    payMin: "5000",
    payPer: "day",
    experience: "beginner",
    gender: "any",
    ...extra,
  };
}

/** A production's verification history, as the management page lists it. */
const historyOf = (productionId: number) =>
  db()
    .select()
    .from(productionVerificationEvents)
    .where(eq(productionVerificationEvents.productionId, productionId));

async function lastCode(to: string) {
  const message = [...(await mail()).messages].reverse().find((one) => one.to.includes(to));
  return message?.text.match(/ is (\d{6})\./)?.[1] ?? null;
}

describe("creating a production", () => {
  it("makes its creator the owner, with an address from its name, unverified", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { name: "Kaveri Talkies & Sons" });
    expect(production.slug).toMatch(/^kaveri-talkies-sons(-\d+)?$/);
    expect(production.verifiedAt).toBeNull();
    const members = await db()
      .select()
      .from(productionMembers)
      .where(eq(productionMembers.productionId, production.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.member.id, role: "owner" })]);
    // A second of the same name gets the next address.
    const again = await createProduction(owner, { name: "Kaveri Talkies & Sons" });
    expect(again.slug).not.toBe(production.slug);
  });

  it("refuses a website on a shared service, or not https, keeping what was typed", async () => {
    const owner = await signedInMember();
    for (const website of ["https://www.instagram.com/monsoon", "http://monsoon.in", "monsoon"]) {
      const reply = await callRoute(
        createProductionAction,
        post(
          "/productions/new",
          { name: "Shared Site Films", kind: "production-house", website },
          { cookie: owner.cookie },
        ),
      );
      expect(reply.status).toBe(400);
      expect(bodyText(reply)).toContain("Shared Site Films");
    }
    expect(
      await db().select().from(productions).where(eq(productions.name, "Shared Site Films")),
    ).toHaveLength(0);
  });

  it("is refused to a visitor, and to an unverified account", async () => {
    const visitor = await callRoute(
      createProductionAction,
      post("/productions/new", { name: "X", kind: "production-house", website: "https://x.in" }),
    );
    // A visitor is sent to sign in.
    expect(visitor.status).toBe(302);
    expect((visitor.body as Response).headers.get("Location")).toMatch(/^\/login/);
    const unverified = await signedInMember({ verified: false });
    const refused = await callRoute(
      createProductionAction,
      post(
        "/productions/new",
        { name: "Unverified Films", kind: "production-house", website: "https://unverified.in" },
        { cookie: unverified.cookie },
      ),
    );
    expect(refused.status).toBe(403);
    expect(
      await db().select().from(productions).where(eq(productions.name, "Unverified Films")),
    ).toHaveLength(0);
  });
});

describe("a production's people", () => {
  it("invites by username; the invitee is told, accepts, and may post for it with the casting role", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const production = await createProduction(owner);
    await join(production.slug, owner, caster, "casting");
    const notices = await listNotifications(db(), caster.member.id);
    expect(notices.some((notice) => notice.kind === "production_invitation")).toBe(true);

    const posted = await callRoute(
      postAction,
      post("/auditions/create", auditionForm({ postAs: String(production.id) }), { cookie: caster.cookie }),
    );
    expect(posted.status).toBe(302);
    const [audition] = await db().select().from(auditions).where(eq(auditions.posterId, caster.member.id));
    // The company line is the production's own name, whatever was typed.
    expect(audition).toMatchObject({ productionId: production.id, company: "Monsoon Pictures" });
  });

  it("refuses posting for a production to a plain member, and to a stranger, keeping the form", async () => {
    const owner = await signedInMember();
    const member = await signedInMember();
    const stranger = await signedInMember();
    const production = await createProduction(owner);
    await join(production.slug, owner, member, "member");
    for (const who of [member, stranger]) {
      for (const [path, fields] of [
        ["/auditions/create", auditionForm({ postAs: String(production.id), title: "Fake Casting Call" })],
        [
          "/collaboration/create",
          {
            title: "Fake Project",
            description: "A project.",
            category: "Film",
            payKind: "unpaid",
            payNote: "A credit",
            roles: "[]",
            postAs: String(production.id),
          },
        ],
      ] as const) {
        const reply = await callRoute(postAction, post(path, fields, { cookie: who.cookie }));
        expect(reply.status).toBe(403);
        expect(bodyText(reply)).toContain(M.notCasting);
        expect(bodyText(reply)).toContain("Fake");
      }
    }
    expect(await db().select().from(auditions).where(eq(auditions.title, "Fake Casting Call"))).toHaveLength(
      0,
    );
    expect(await db().select().from(projects).where(eq(projects.title, "Fake Project"))).toHaveLength(0);
  });

  it("keeps at least one owner: the last cannot leave, be demoted or removed", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner);
    const leave = await callRoute(
      pageAction,
      post(`/productions/${production.slug}`, { intent: "leave" }, { cookie: owner.cookie }),
      { slug: production.slug },
    );
    expect(leave.status).toBe(409);
    expect(bodyText(leave)).toContain(M.lastOwner);
    const demote = await manage(production.slug, owner, {
      intent: "change-role",
      member: String(owner.profile.id),
      role: "member",
    });
    expect(demote.status).toBe(409);
    const remove = await manage(production.slug, owner, {
      intent: "remove-member",
      member: String(owner.profile.id),
    });
    expect(remove.status).toBe(409);

    // With a second owner, the first may go.
    const second = await signedInMember();
    await join(production.slug, owner, second, "owner");
    expect(
      (
        await callRoute(
          pageAction,
          post(`/productions/${production.slug}`, { intent: "leave" }, { cookie: owner.cookie }),
          { slug: production.slug },
        )
      ).status,
    ).toBe(200);
    const left = await db()
      .select()
      .from(productionMembers)
      .where(eq(productionMembers.productionId, production.id));
    expect(left).toEqual([expect.objectContaining({ userId: second.member.id, role: "owner" })]);
  });

  it("lets only the invitee answer an invitation, and only owners invite, change or remove", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const stranger = await signedInMember();
    const production = await createProduction(owner);
    expect((await invite(production.slug, owner, caster)).status).toBe(200);
    const [invitation] = await db()
      .select()
      .from(productionInvitations)
      .where(eq(productionInvitations.inviteeId, caster.member.id));
    const answered = await callRoute(
      invitationsAction,
      post(
        "/productions",
        { intent: "accept", invitation: String(invitation!.id) },
        { cookie: stranger.cookie },
      ),
    );
    expect(answered.status).toBe(404);
    expect((await invite(production.slug, stranger, stranger)).status).toBe(403);
    for (const fields of [
      { intent: "invite", username: owner.profile.username, role: "owner" },
      { intent: "change-role", member: String(owner.profile.id), role: "member" },
      { intent: "remove-member", member: String(owner.profile.id) },
      { intent: "send-code", email: "casting@monsoonpictures.in" },
      { intent: "request-review", gstin: "27AAPFU0939F1ZV" },
      { intent: "update", name: "Taken Over", kind: "production-house", website: "https://taken.in" },
    ]) {
      const reply = await manage(production.slug, caster, fields);
      expect([403, 404]).toContain(reply.status);
    }
    // A visitor is sent to sign in, before anything is read.
    const visitor = await manage(production.slug, null, { intent: "invite", username: "x", role: "owner" });
    expect(visitor.status).toBe(302);
    expect((visitor.body as Response).headers.get("Location")).toMatch(/^\/login/);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after!.name).toBe("Monsoon Pictures");
    expect(
      await db().select().from(productionReviews).where(eq(productionReviews.productionId, production.id)),
    ).toHaveLength(0);
  });

  it("shows the owners' page to owners only", async () => {
    const owner = await signedInMember();
    const caster = await signedInMember();
    const production = await createProduction(owner);
    await join(production.slug, owner, caster);
    const ownerView = await callRoute(
      manageLoader,
      get(`/productions/${production.slug}/manage`, { cookie: owner.cookie }),
      { slug: production.slug },
    );
    expect(ownerView.status).toBe(200);
    const casterView = await callRoute(
      manageLoader,
      get(`/productions/${production.slug}/manage`, { cookie: caster.cookie }),
      { slug: production.slug },
    );
    expect(casterView.status).toBe(404);
  });

  it("says an unknown username, or someone who blocked the owner, is nobody to invite", async () => {
    const owner = await signedInMember();
    const blocker = await signedInMember();
    const production = await createProduction(owner);
    const unknown = await manage(production.slug, owner, {
      intent: "invite",
      username: "no-such-person-here",
      role: "member",
    });
    expect(unknown.status).toBe(404);
    expect(bodyText(unknown)).toContain(M.noSuchMember);
    await db().insert(memberBlocks).values({ blockerId: blocker.member.id, blockedId: owner.member.id });
    const blocked = await invite(production.slug, owner, blocker);
    expect(blocked.status).toBe(404);
    expect(bodyText(blocked)).toContain(M.noSuchMember);
    expect(
      await db()
        .select()
        .from(productionInvitations)
        .where(eq(productionInvitations.inviteeId, blocker.member.id)),
    ).toHaveLength(0);
  });
});

describe("verification by the website's domain", () => {
  it("sends a code to an address at the domain; the right code verifies it, once", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { website: "https://www.kesarifilms.in" });
    const sent = await manage(production.slug, owner, {
      intent: "send-code",
      email: "casting@kesarifilms.in",
    });
    expect(sent.status).toBe(200);
    const code = await lastCode("casting@kesarifilms.in");
    expect(code).toMatch(/^\d{6}$/);
    // Only a keyed hash is kept.
    const [stored] = await db()
      .select()
      .from(productionDomainCodes)
      .where(eq(productionDomainCodes.productionId, production.id));
    expect(stored!.codeHash).not.toContain(code!);

    const confirmed = await manage(production.slug, owner, { intent: "confirm-code", code: code! });
    expect(confirmed.status).toBe(200);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after).toMatchObject({ verifiedMethod: "domain", verifiedDetail: "kesarifilms.in" });
    const events = await historyOf(production.id);
    expect(events).toEqual([
      expect.objectContaining({ action: "verified", method: "domain", actorId: owner.member.id }),
    ]);

    // The same code again: the production is verified already, nothing more is written.
    const again = await manage(production.slug, owner, { intent: "confirm-code", code: code! });
    expect(again.status).toBe(409);
  });

  it("refuses free mail and addresses outside the website's domain", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { website: "https://www.kesarifilms.in" });
    for (const [email, message] of [
      ["kesarifilms@gmail.com", M.freeMail],
      ["casting@rediffmail.com", M.freeMail],
      ["casting@kesarifilms.in.evil.com", M.foreignDomain("kesarifilms.in")],
      ["casting@notkesarifilms.in", M.foreignDomain("kesarifilms.in")],
    ] as const) {
      const reply = await manage(production.slug, owner, { intent: "send-code", email });
      expect(reply.status).toBe(400);
      expect(bodyText(reply)).toContain(message);
    }
    expect(
      await db()
        .select()
        .from(productionDomainCodes)
        .where(eq(productionDomainCodes.productionId, production.id)),
    ).toHaveLength(0);
  });

  it("proves only a registrable domain: not a public suffix, a disposable inbox, a group or a forwarding service", async () => {
    // Each production its own owner: a member may create only PRODUCTIONS_PER_DAY a day.
    const owner = await signedInMember();
    // A website on a public suffix itself: nobody owns co.in, so no address there proves anything.
    const suffix = await createProduction(owner, { name: "Suffix Films", website: "https://co.in" });
    const onSuffix = await manage(suffix.slug, owner, { intent: "send-code", email: "me@anything.co.in" });
    expect(onSuffix.status).toBe(400);
    expect(bodyText(onSuffix)).toContain(M.noDomain);
    // Websites on services whose mail anyone can read or have forwarded.
    for (const website of ["https://www.mailinator.com", "https://groups.io", "https://duck.com"]) {
      const openOwner = await signedInMember();
      const open = await createProduction(openOwner, { name: `Open ${website.length}`, website });
      const reply = await manage(open.slug, openOwner, {
        intent: "send-code",
        email: `casting@${new URL(website).hostname.replace(/^www\./, "")}`,
      });
      expect(reply.status, website).toBe(400);
    }
    // A subdomain's website is verified at its registrable domain, by an address there.
    const studioOwner = await signedInMember();
    const studio = await createProduction(studioOwner, {
      name: "Casting Wing",
      website: "https://casting.kesarifilms.in",
    });
    for (const [email, status] of [
      ["me@mailinator.com", 400],
      ["kesari@googlegroups.com", 400],
      ["office@kesarifilms.in", 200],
    ] as const) {
      expect((await manage(studio.slug, studioOwner, { intent: "send-code", email })).status, email).toBe(
        status,
      );
    }
    const code = (await lastCode("office@kesarifilms.in"))!;
    expect((await manage(studio.slug, studioOwner, { intent: "confirm-code", code })).status).toBe(200);
    const [verified] = await db().select().from(productions).where(eq(productions.id, studio.id));
    expect(verified).toMatchObject({ verifiedMethod: "domain", verifiedDetail: "kesarifilms.in" });
  });

  it("refuses a wrong code, a replaced one, an expired one, and a code after too many wrong guesses", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { website: "https://www.kesarifilms.in" });
    await manage(production.slug, owner, { intent: "send-code", email: "one@kesarifilms.in" });
    const first = (await lastCode("one@kesarifilms.in"))!;
    await manage(production.slug, owner, { intent: "send-code", email: "two@kesarifilms.in" });
    const second = (await lastCode("two@kesarifilms.in"))!;
    // The first was replaced by the second.
    if (first !== second) {
      const replaced = await manage(production.slug, owner, { intent: "confirm-code", code: first });
      expect(replaced.status).toBe(400);
      expect(bodyText(replaced)).toContain(M.wrongCode);
    }
    // Expired.
    await db()
      .update(productionDomainCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(productionDomainCodes.productionId, production.id));
    const expired = await manage(production.slug, owner, { intent: "confirm-code", code: second });
    expect(bodyText(expired)).toContain(M.codeSpent);

    await manage(production.slug, owner, { intent: "send-code", email: "three@kesarifilms.in" });
    const third = (await lastCode("three@kesarifilms.in"))!;
    const wrong = third === "000000" ? "111111" : "000000";
    for (let guess = 0; guess < DOMAIN_CODE_MAX_ATTEMPTS; guess += 1) {
      const reply = await manage(production.slug, owner, { intent: "confirm-code", code: wrong });
      expect(bodyText(reply)).toContain(M.wrongCode);
    }
    const spent = await manage(production.slug, owner, { intent: "confirm-code", code: third });
    expect(spent.status).toBe(400);
    expect(bodyText(spent)).toContain(M.codeSpent);
    const malformed = await manage(production.slug, owner, { intent: "confirm-code", code: "12ab" });
    expect(malformed.status).toBe(400);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after!.verifiedAt).toBeNull();
  });
});

describe("verification by our staff", () => {
  it("refuses a malformed GSTIN or company number, and an empty request", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner);
    for (const fields of [{ gstin: "27AAPFU0939F1ZW" }, { gstin: "GSTIN" }, { companyNumber: "U123" }, {}]) {
      const reply = await manage(production.slug, owner, { intent: "request-review", ...fields });
      expect(reply.status).toBe(400);
    }
    expect(
      await db().select().from(productionReviews).where(eq(productionReviews.productionId, production.id)),
    ).toHaveLength(0);
  });

  it("reaches staff, who approve it; its postings show it verified at once, and again unverified when revoked", async () => {
    const owner = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const production = await createProduction(owner);
    expect(
      (await manage(production.slug, owner, { intent: "request-review", gstin: "27 aapfu0939f1zv" })).status,
    ).toBe(200);
    // One request waits at a time.
    expect(
      (await manage(production.slug, owner, { intent: "request-review", gstin: "27AAPFU0939F1ZV" })).status,
    ).toBe(409);
    const posted = await callRoute(
      postAction,
      post(
        "/auditions/create",
        auditionForm({ postAs: String(production.id), title: "Staff Verified Call" }),
        { cookie: owner.cookie },
      ),
    );
    expect(posted.status).toBe(302);

    const [review] = await db()
      .select()
      .from(productionReviews)
      .where(eq(productionReviews.productionId, production.id));
    expect(review!.gstin).toBe("27AAPFU0939F1ZV");
    // A member who is not staff cannot decide (the staff layout answers 404; the action asks again).
    const approved = await callRoute(
      staffAction,
      post(
        "/staff/productions",
        { intent: "approve-production", review: String(review!.id) },
        { cookie: staff.cookie },
      ),
    );
    expect(approved.status).toBe(200);
    const verifiedOnly = () =>
      listAuditions(db(), { ...DEFAULT_AUDITION_QUERY, by: "verified", q: "staff verified call" }, null, {
        now: new Date(),
      });
    const shown = await verifiedOnly();
    expect(shown.auditions.map((card) => card.title)).toEqual(["Staff Verified Call"]);
    expect(shown.auditions[0]!.backer).toMatchObject({ method: "staff", slug: production.slug });
    expect(
      (await listNotifications(db(), owner.member.id)).some(
        (notice) => notice.kind === "production_verification",
      ),
    ).toBe(true);

    const noReason = await callRoute(
      staffAction,
      post(
        "/staff/productions",
        { intent: "revoke-production", production: String(production.id), reason: "" },
        { cookie: staff.cookie },
      ),
    );
    expect(noReason.status).toBe(400);
    const revoked = await callRoute(
      staffAction,
      post(
        "/staff/productions",
        {
          intent: "revoke-production",
          production: String(production.id),
          reason: "Reports upheld: it asked for fees.",
        },
        { cookie: staff.cookie },
      ),
    );
    expect(revoked.status).toBe(200);
    expect((await verifiedOnly()).auditions).toHaveLength(0);
    const all = await listAuditions(db(), { ...DEFAULT_AUDITION_QUERY, q: "staff verified call" }, null, {
      now: new Date(),
    });
    expect(all.auditions[0]!.backer).toMatchObject({ method: null, verifiedAt: null });
    const history = await historyOf(production.id);
    expect(history.map((event) => [event.action, event.actorId, event.reason])).toEqual(
      expect.arrayContaining([
        ["verified", staff.member.id, "As “Monsoon Pictures”, https://www.monsoonpictures.in."],
        ["revoked", staff.member.id, "Reports upheld: it asked for fees."],
      ]),
    );
  });

  it("refuses with a reason the owners read", async () => {
    const owner = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const production = await createProduction(owner);
    await manage(production.slug, owner, {
      intent: "request-review",
      companyNumber: "U92100MH2005PTC123456",
    });
    const [review] = await db()
      .select()
      .from(productionReviews)
      .where(eq(productionReviews.productionId, production.id));
    const refused = await callRoute(
      staffAction,
      post(
        "/staff/productions",
        {
          intent: "refuse-production",
          review: String(review!.id),
          reason: "The company number belongs to another company.",
        },
        { cookie: staff.cookie },
      ),
    );
    expect(refused.status).toBe(200);
    const notices = await listNotifications(db(), owner.member.id);
    expect(notices.find((notice) => notice.kind === "production_verification")?.text).toContain(
      "another company",
    );
    // Answered once.
    const twice = await callRoute(
      staffAction,
      post(
        "/staff/productions",
        { intent: "approve-production", review: String(review!.id) },
        { cookie: staff.cookie },
      ),
    );
    expect(twice.status).toBe(404);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after!.verifiedAt).toBeNull();
  });
});

/** The fields the management page's edit form sends, as they are now, with `changes` applied. */
function editForm(production: typeof productions.$inferSelect, changes: Record<string, string> = {}) {
  return {
    intent: "update",
    name: production.name,
    kind: production.kind,
    cityId: production.cityId ?? "",
    website: production.website ?? "",
    about: production.about,
    ...changes,
  };
}

async function approveByStaff(owner: Member, staff: Member, production: typeof productions.$inferSelect) {
  await manage(production.slug, owner, { intent: "request-review", gstin: "27AAPFU0939F1ZV" });
  const [review] = await db()
    .select()
    .from(productionReviews)
    .where(and(eq(productionReviews.productionId, production.id), eq(productionReviews.status, "pending")));
  const approved = await callRoute(
    staffAction,
    post(
      "/staff/productions",
      { intent: "approve-production", review: String(review!.id) },
      { cookie: staff.cookie },
    ),
  );
  expect(approved.status).toBe(200);
}

describe("a verification vouches for a name and a website together", () => {
  const verifiedCalls = (q: string) =>
    listAuditions(db(), { ...DEFAULT_AUDITION_QUERY, by: "verified", q }, null, { now: new Date() });

  it("a staff-verified production renamed to a famous studio loses its badge at once, on its postings too", async () => {
    const owner = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const production = await createProduction(owner, {
      name: "Rangoli Theatre Group",
      website: "https://www.rangolitheatre.in",
    });
    await approveByStaff(owner, staff, production);
    const posted = await callRoute(
      postAction,
      post("/auditions/create", auditionForm({ postAs: String(production.id), title: "Rangoli Open Call" }), {
        cookie: owner.cookie,
      }),
    );
    expect(posted.status).toBe(302);
    expect((await verifiedCalls("rangoli open call")).auditions).toHaveLength(1);

    // The attack: the same production, renamed, keeping its website.
    const renamed = await manage(
      production.slug,
      owner,
      editForm(production, { name: "Dharma Productions" }),
    );
    expect(renamed.status).toBe(302);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after).toMatchObject({ name: "Dharma Productions", verifiedAt: null, verifiedMethod: null });
    expect((await verifiedCalls("rangoli open call")).auditions).toHaveLength(0);
    const all = await listAuditions(db(), { ...DEFAULT_AUDITION_QUERY, q: "rangoli open call" }, null, {
      now: new Date(),
    });
    expect(all.auditions[0]!.backer).toMatchObject({ method: null, verifiedAt: null });

    // The history keeps what staff approved and why it ended.
    const history = await historyOf(production.id);
    expect(history.map((event) => [event.action, event.method, event.reason])).toEqual([
      ["verified", "staff", "As “Rangoli Theatre Group”, https://www.rangolitheatre.in."],
      ["revoked", "staff", "The name changed from “Rangoli Theatre Group” to “Dharma Productions”."],
    ]);
    // Renaming it back does not bring the badge back: only a new verification does.
    await manage(production.slug, owner, editForm(after!, { name: "Rangoli Theatre Group" }));
    const [back] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(back!.verifiedAt).toBeNull();
  });

  it("a new website ends a staff verification too; an edit of anything else keeps it", async () => {
    const owner = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const production = await createProduction(owner, { website: "https://www.chitrakatha.in" });
    await approveByStaff(owner, staff, production);
    const about = await manage(production.slug, owner, editForm(production, { about: "Films since 2009." }));
    expect(about.status).toBe(302);
    const [kept] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(kept).toMatchObject({ about: "Films since 2009.", verifiedMethod: "staff" });

    await manage(production.slug, owner, editForm(kept!, { website: "https://www.dharma-productions.com" }));
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after!.verifiedAt).toBeNull();
  });

  it("a rename while a request waits for staff closes it: staff never approve a name they did not see", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { name: "Sur Sangam Studios" });
    await manage(production.slug, owner, { intent: "request-review", gstin: "27AAPFU0939F1ZV" });
    await manage(production.slug, owner, editForm(production, { name: "Yash Raj Films" }));
    const reviews = await db()
      .select()
      .from(productionReviews)
      .where(eq(productionReviews.productionId, production.id));
    expect(reviews.map((review) => [review.status, review.reason])).toEqual([
      ["refused", M.reviewClosedByEdit],
    ]);
    // The owner may ask again, under the new name, for staff to judge.
    expect(
      (await manage(production.slug, owner, { intent: "request-review", gstin: "27AAPFU0939F1ZV" })).status,
    ).toBe(200);
  });

  it("an approval racing a rename never leaves the new name verified, and neither fails", async () => {
    const owner = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const production = await createProduction(owner, { name: "Natak Company" });
    await manage(production.slug, owner, { intent: "request-review", gstin: "27AAPFU0939F1ZV" });
    const [review] = await db()
      .select()
      .from(productionReviews)
      .where(eq(productionReviews.productionId, production.id));
    const [approved, renamed] = await Promise.all([
      callRoute(
        staffAction,
        post(
          "/staff/productions",
          { intent: "approve-production", review: String(review!.id) },
          { cookie: staff.cookie },
        ),
      ),
      manage(production.slug, owner, editForm(production, { name: "Red Chillies Entertainment" })),
    ]);
    // Whichever went first, the other waited for it: the approval is done or finds the request gone.
    expect([200, 404]).toContain(approved.status);
    expect(renamed.status).toBe(302);
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after).toMatchObject({ name: "Red Chillies Entertainment", verifiedAt: null });
  });

  it("a domain verification ends with a rename, and a code sent to the old domain cannot verify a new website", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner, { website: "https://www.kesarifilms.in" });
    await manage(production.slug, owner, { intent: "send-code", email: "casting@kesarifilms.in" });
    const code = (await lastCode("casting@kesarifilms.in"))!;
    // The website moves to another domain before the code is entered.
    await manage(
      production.slug,
      owner,
      editForm(production, { website: "https://www.dharma-productions.com" }),
    );
    const refused = await manage(production.slug, owner, { intent: "confirm-code", code });
    expect(refused.status).toBe(400);
    expect(bodyText(refused)).toContain(M.codeForOldDomain("kesarifilms.in"));
    const [unverified] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(unverified!.verifiedAt).toBeNull();

    // Verified at its own domain, then renamed: the badge ends.
    const [current] = await db().select().from(productions).where(eq(productions.id, production.id));
    await manage(production.slug, owner, editForm(current!, { website: "https://www.kesarifilms.in" }));
    await manage(production.slug, owner, { intent: "send-code", email: "office@kesarifilms.in" });
    const second = (await lastCode("office@kesarifilms.in"))!;
    expect((await manage(production.slug, owner, { intent: "confirm-code", code: second })).status).toBe(200);
    const [verified] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(verified!.verifiedMethod).toBe("domain");
    await manage(production.slug, owner, editForm(verified!, { name: "Dharma Productions" }));
    const [after] = await db().select().from(productions).where(eq(productions.id, production.id));
    expect(after!.verifiedAt).toBeNull();
  });
});

describe("a production's public page", () => {
  it("is open to visitors, with its people and open postings; an unknown one is the 404 page", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner);
    await callRoute(
      postAction,
      post(
        "/jobs/create",
        {
          title: "Line Producer",
          location: "Andheri",
          cityId: "mumbai",
          type: "Contract",
          category: "Production",
          payKind: "paid",
          payMin: "40000",
          payPer: "month",
          deadline: new Date(Date.now() + 9 * 24 * 3_600_000).toISOString().slice(0, 10),
          description: "Line producer.",
          postAs: String(production.id),
        },
        { cookie: owner.cookie },
      ),
    );
    const page = await callRoute(pageLoader, get(`/productions/${production.slug}`), {
      slug: production.slug,
    });
    expect(page.status).toBe(200);
    const body = page.body as {
      people: { username: string }[];
      postings: { title: string; when: string | null; place: string; path: string }[];
    };
    expect(body.people.map((person) => person.username)).toEqual([owner.profile.username]);
    const posted = await db().select().from(jobs).where(eq(jobs.productionId, production.id));
    expect(posted).toHaveLength(1);
    expect(body.postings).toEqual([
      expect.objectContaining({
        title: "Line Producer",
        when: posted[0]!.deadline.toISOString(),
        place: "Andheri",
        path: `/jobs/${posted[0]!.id}`,
      }),
    ]);
    const missing = await callRoute(pageLoader, get("/productions/no-such-production"), {
      slug: "no-such-production",
    });
    expect(missing.status).toBe(404);
  });

  it("lists a posting held for asking applicants for money only to its poster, never to a visitor", async () => {
    const owner = await signedInMember();
    const production = await createProduction(owner);
    const reply = await callRoute(
      postAction,
      post(
        "/jobs/create",
        {
          title: "Assistant Director",
          location: "Andheri",
          cityId: "mumbai",
          type: "Contract",
          category: "Production",
          payKind: "paid",
          payMin: "40000",
          payPer: "month",
          deadline: new Date(Date.now() + 9 * 24 * 3_600_000).toISOString().slice(0, 10),
          description: "Selected candidates pay a registration fee of Rs 2,000 before the first day.",
          postAs: String(production.id),
        },
        { cookie: owner.cookie },
      ),
    );
    expect(reply.status).toBe(302);
    const [job] = await db().select().from(jobs).where(eq(jobs.productionId, production.id));
    expect(job!.heldAt).not.toBeNull();
    const titles = async (cookie?: string) => {
      const page = await callRoute(
        pageLoader,
        get(`/productions/${production.slug}`, cookie ? { cookie } : {}),
        {
          slug: production.slug,
        },
      );
      return (page.body as { postings: { title: string }[] }).postings.map((posting) => posting.title);
    };
    expect(await titles()).toEqual([]);
    expect(await titles(owner.cookie)).toEqual(["Assistant Director"]);
  });
});

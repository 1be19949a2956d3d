import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, auditions, notifications, postingRoles, projects } from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { applyToAudition } from "~/features/postings/kinds/audition/audition-applications.server";
import { parseAuditionQuery } from "~/features/postings/kinds/audition/audition-filters";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import {
  countUpcomingAuditions,
  listAuditions,
} from "~/features/postings/kinds/audition/list-auditions.server";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { listRoles, roleDrafts } from "~/features/postings/posting-roles.server";
import { loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as createAction, loader as createLoader } from "~/routes/postings/create";
import { action as editAction, loader as editLoader } from "~/routes/postings/edit";
import { loader as auditionsLoader } from "~/routes/postings/list";
import { action as auditionAction, loader as auditionLoader } from "~/routes/postings/page";
import { createAudition, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

// The file's own database copy comes seeded; these tests count auditions, so each starts with none.
// The seeded projects' accepted members are applications too: these tests count only their own.
beforeEach(async () => {
  await db().delete(projects);
  await db().delete(auditions);
});

const query = (search: string) => parseAuditionQuery(new URLSearchParams(search));
const titles = async (search: string, viewerId: string | null = null) =>
  (await listAuditions(db(), query(search), viewerId)).auditions.map((audition) => audition.title).sort();

/** A role's stored pay columns. */
const rolePay = (
  payKind: "paid" | "expenses" | "unpaid",
  payMin: number | null = null,
  payMax: number | null = null,
  payPer: string | null = payKind === "paid" ? "day" : null,
  payNote = "",
) => ({ payKind, payMin, payMax, payPer, payNote });

/** A valid Post an Audition form, a week from now. */
function auditionForm(overrides: Record<string, string> = {}) {
  const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    title: "Lead Dancer Audition",
    project: "Ghoomar Nights",
    company: "Pink City Films",
    type: "In-person",
    date,
    location: "Bandra West, Mumbai",
    cityId: "mumbai",
    description: "Contemporary and folk.",
    roles: JSON.stringify([
      {
        name: "Lead Dancer",
        ageMin: "20",
        ageMax: "30",
        languages: "Hindi, Rajasthani",
        payKind: "paid",
        payMin: "₹8,000",
        payMax: "12000",
        payPer: "day",
        payNote: "",
      },
      { name: "Ensemble", needed: "6", payKind: "paid", payMin: "5000", payPer: "day" },
      { name: "Swing", payKind: "expenses", payPer: "", payNote: "Travel to rehearsals" },
    ]),
    payKind: "paid",
    payMin: "8000",
    payPer: "day",
    experience: "advanced",
    gender: "female",
    ...overrides,
  };
}

describe("audition filters run in the database", () => {
  it("filters by tab, text, location, type, pay, experience and gender", async () => {
    await createAudition({
      title: "Alpha Mumbai Paid",
      cityId: "mumbai",
      payKind: "paid",
      payMin: 5000,
      payPer: "day",
      experience: "professional",
      gender: "male",
    });
    await createAudition({
      title: "Beta Delhi Online",
      cityId: "delhi",
      type: "Online",
      location: "Online",
      payKind: "unpaid",
      payNote: "A credit",
      gender: "female",
      roles: ["Voice of the river"],
    });
    await createAudition({
      title: "Gamma Bangalore",
      cityId: "bangalore",
      payKind: "expenses",
      experience: "intermediate",
      gender: "non-binary",
      description: "100% improv_night",
    });
    await createAudition({ title: "Delta Past", cityId: "mumbai", daysFromNow: -3 });

    expect(await titles("")).toEqual(["Alpha Mumbai Paid", "Beta Delhi Online", "Gamma Bangalore"]);
    expect(await titles("tab=completed")).toEqual(["Delta Past"]);
    expect(await titles("location=mumbai")).toEqual(["Alpha Mumbai Paid"]);
    expect(await titles("location=remote")).toEqual(["Beta Delhi Online"]);
    expect(await titles("type=in-person")).toEqual(["Alpha Mumbai Paid", "Gamma Bangalore"]);
    expect(await titles("pay=unpaid")).toEqual(["Beta Delhi Online"]);
    expect(await titles("pay=expenses")).toEqual(["Gamma Bangalore"]);
    // An old link's ?compensation= reads as the pay filter.
    expect(await titles("compensation=unpaid")).toEqual(["Beta Delhi Online"]);
    expect(await titles("experience=professional")).toEqual(["Alpha Mumbai Paid"]);
    expect(await titles("gender=non-binary")).toEqual(["Gamma Bangalore"]);
    // Text matches roles and descriptions too, case-insensitively; % and _ are plain characters.
    expect(await titles("q=RIVER")).toEqual(["Beta Delhi Online"]);
    expect(await titles("q=100%25 improv_")).toEqual(["Gamma Bangalore"]);
    expect(await titles("q=%25")).toEqual(["Gamma Bangalore"]);
    expect(await titles("q=alpha&location=delhi")).toEqual([]);
    expect(await countUpcomingAuditions(db())).toEqual({ upcoming: 3, online: 1, inPerson: 2 });
  });

  it("finds an audition under the gender of any of its roles, and one open to all under every gender", async () => {
    // The newcomer's case: the audition's own field says "female", one of its roles is a man's.
    const mixed = await createAudition({ title: "Mixed cast", gender: "female", roles: ["Mother", "Son"] });
    await db()
      .update(postingRoles)
      .set({ gender: "male" })
      .where(and(eq(postingRoles.auditionId, mixed.id), eq(postingRoles.name, "Son")));
    await createAudition({ title: "Open call", gender: "any", roles: ["Anyone"] });
    await createAudition({ title: "Women only", gender: "female", roles: ["Lead"] });
    await createAudition({ title: "Men only", gender: "male", roles: ["Lead"] });
    // A role that says nothing of gender keeps its audition's; one that says so decides alone.
    const open = await createAudition({
      title: "Open role in a men's call",
      gender: "male",
      roles: ["Narrator"],
    });
    await db().update(postingRoles).set({ gender: "non-binary" }).where(eq(postingRoles.auditionId, open.id));

    expect(await titles("gender=male")).toEqual(["Men only", "Mixed cast", "Open call"]);
    expect(await titles("gender=female")).toEqual(["Mixed cast", "Open call", "Women only"]);
    expect(await titles("gender=non-binary")).toEqual(["Open call", "Open role in a men's call"]);
    expect(await titles("gender=any")).toEqual(["Open call"]);
  });

  it("lists upcoming soonest first and counts an audition later today as upcoming", async () => {
    const now = new Date();
    await createAudition({ title: "Later", daysFromNow: 20 });
    await createAudition({ title: "Sooner", daysFromNow: 2 });
    const list = await listAuditions(db(), query(""), null, { now });
    expect(list.auditions.map((audition) => audition.title)).toEqual(["Sooner", "Later"]);
  });

  it("My Auditions: the ones I posted or applied to, and nothing for a visitor", async () => {
    const poster = await signedInMember({ name: "Poster" });
    const applicant = await signedInMember({ name: "Applicant" });
    const posted = await createAudition({ title: "Posted by me", posterId: poster.member.id });
    await createAudition({ title: "Someone else's" });
    const applied = await createAudition({ title: "Applied to" });
    await applyToAudition(db(), applicant.member.id, applied.id, { note: "Hello" });

    expect(await titles("tab=mine", poster.member.id)).toEqual(["Posted by me"]);
    expect(await titles("tab=mine", applicant.member.id)).toEqual(["Applied to"]);
    expect(await titles("tab=mine", null)).toEqual([]);
    const mine = await listAuditions(db(), query(""), applicant.member.id);
    expect(mine.auditions.find((audition) => audition.id === applied.id)?.myApplication).toBe("new");
    expect(mine.auditions.find((audition) => audition.id === posted.id)?.mine).toBe(false);
  });
});

describe("editing an audition", () => {
  async function posted() {
    const poster = await signedInMember({ name: "Casting Person" });
    await callRoute(createAction, post("/auditions/create", auditionForm(), { cookie: poster.cookie }));
    const [row] = await db().select().from(auditions).where(eq(auditions.posterId, poster.member.id));
    return { poster, id: row!.id };
  }
  // The form as the edit page sends it: its saved roles keep their ids.
  const savedDrafts = async (id: number) => roleDrafts(await listRoles(db(), { kind: "audition", id: id }));
  const edit = async (id: number, cookie: string, overrides: Record<string, string> = {}) => {
    const roles = JSON.stringify(await savedDrafts(id));
    return callRoute(
      editAction,
      post(`/auditions/${id}/edit`, auditionForm({ roles, ...overrides }), { cookie }),
      {
        id: String(id),
      },
    );
  };

  it("lets its poster correct it, keeps its applicants, and tells them when the date, place or pay changes", async () => {
    const { poster, id } = await posted();
    const applicant = await signedInMember();
    const withdrawn = await signedInMember();
    const [lead, ensemble] = await listRoles(db(), { kind: "audition", id: id });
    await applyToAudition(db(), applicant.member.id, id, { note: "Hello", roles: [lead!.id] });
    await applyToAudition(db(), withdrawn.member.id, id, { roles: [ensemble!.id] });
    await callRoute(
      auditionAction,
      post(`/auditions/${id}`, { intent: "withdraw" }, { cookie: withdrawn.cookie }),
      {
        id: String(id),
      },
    );

    const form = await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: poster.cookie }), {
      id: String(id),
    });
    const values = (form.body as { values: Record<string, string> }).values;
    expect(values).toMatchObject({
      title: "Lead Dancer Audition",
      cityId: "mumbai",
      payKind: "paid",
      payMin: "5000",
      payMax: "12000",
      payPer: "day",
    });
    // The roles come back as the editor holds them, each with its id so its applicants stay with it,
    // and each with its pay as the pay fields hold it.
    expect(JSON.parse(values.roles!)).toEqual([
      expect.objectContaining({
        name: "Lead Dancer",
        ageMin: "20",
        ageMax: "30",
        languages: "Hindi, Rajasthani",
        payKind: "paid",
        payMin: "8000",
        payMax: "12000",
        payPer: "day",
      }),
      expect.objectContaining({ name: "Ensemble", needed: "6", payKind: "paid", payMin: "5000", payMax: "" }),
      expect.objectContaining({
        name: "Swing",
        needed: "1",
        payKind: "expenses",
        payNote: "Travel to rehearsals",
      }),
    ]);

    // A typo in the description is not news.
    const typo = await edit(id, poster.cookie, { description: "Contemporary and folk dance." });
    expect(typo.status).toBe(302);
    expect((typo.body as Response).headers.get("Location")).toBe(`/auditions/${id}`);
    expect(await listNotifications(db(), applicant.member.id)).toHaveLength(0);

    const later = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const unpaid = (await savedDrafts(id)).map((role) => ({
      ...role,
      payKind: "unpaid",
      payMin: "",
      payMax: "",
      payPer: "",
      payNote: "a credit and meals",
    }));
    await edit(id, poster.cookie, { date: later, location: "Juhu, Mumbai", roles: JSON.stringify(unpaid) });
    await tellGatheredPostingChanges();
    const [notice] = await listNotifications(db(), applicant.member.id);
    expect(notice?.text).toMatch(
      // The call's pay (its roles', decision 061) and the pay of the role they applied for.
      /^“Lead Dancer Audition” has changed: Date, Location, Pay, Pay of “Lead Dancer”\. The date is now \d+ \w+ \d{4}; the place is now Juhu, Mumbai; pay is now Unpaid: a credit and meals; for “Lead Dancer”, its pay is now Unpaid: a credit and meals\.$/,
    );
    expect(notice?.link).toBe(`/auditions/${id}`);
    expect(await listNotifications(db(), withdrawn.member.id)).toHaveLength(0);
    expect((await listMyApplications(db(), applicant.member.id))[0]?.status).toBe("new");
    const [row] = await db().select().from(auditions).where(eq(auditions.id, id));
    expect(row).toMatchObject({
      location: "Juhu, Mumbai",
      payKind: "unpaid",
      payMin: null,
      description: "Contemporary and folk.",
    });
  });

  it("is the 404 page for anyone else and for a closed audition, and checks the date as posting does", async () => {
    const { poster, id } = await posted();
    const stranger = await signedInMember();
    expect((await edit(id, stranger.cookie, { title: "Mine now" })).status).toBe(404);
    expect(
      (
        await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: stranger.cookie }), {
          id: String(id),
        })
      ).status,
    ).toBe(404);
    expect((await edit(id, poster.cookie, { date: "2020-01-01" })).status).toBe(400);
    await db().update(auditions).set({ closedAt: new Date() }).where(eq(auditions.id, id));
    expect((await edit(id, poster.cookie)).status).toBe(404);
    const [row] = await db().select().from(auditions).where(eq(auditions.id, id));
    expect(row?.title).toBe("Lead Dancer Audition");
  });
});

describe("posting an audition", () => {
  it("publishes it for a verified member, as its poster, and says so on the next page", async () => {
    const poster = await signedInMember({ name: "Casting Person" });
    const reply = await callRoute(
      createAction,
      post("/auditions/create", auditionForm(), { cookie: poster.cookie }),
    );
    expect(reply.status).toBe(302);
    const response = reply.body as Response;
    const [row] = await db().select().from(auditions).where(eq(auditions.posterId, poster.member.id));
    // Every kind goes to the new posting's own page.
    expect(response.headers.get("Location")).toBe(`/auditions/${row!.id}`);
    expect(response.headers.get("Set-Cookie")).toContain("rm_toast=");
    expect(
      await db()
        .select({
          name: postingRoles.name,
          ageMin: postingRoles.ageMin,
          ageMax: postingRoles.ageMax,
          languages: postingRoles.languages,
          payKind: postingRoles.payKind,
          payMin: postingRoles.payMin,
          payMax: postingRoles.payMax,
          payPer: postingRoles.payPer,
          payNote: postingRoles.payNote,
          needed: postingRoles.needed,
        })
        .from(postingRoles)
        .where(eq(postingRoles.auditionId, row!.id))
        .orderBy(postingRoles.position),
    ).toEqual([
      {
        name: "Lead Dancer",
        ageMin: 20,
        ageMax: 30,
        languages: ["Hindi", "Rajasthani"],
        ...rolePay("paid", 8000, 12000, "day"),
        needed: 1,
      },
      { name: "Ensemble", ageMin: null, ageMax: null, languages: [], ...rolePay("paid", 5000), needed: 6 },
      {
        name: "Swing",
        ageMin: null,
        ageMax: null,
        languages: [],
        ...rolePay("expenses", null, null, null, "Travel to rehearsals"),
        needed: 1,
      },
    ]);
    expect(row).toMatchObject({
      title: "Lead Dancer Audition",
      location: "Bandra West, Mumbai",
      cityId: "mumbai",
      // Its pay is its roles' (decision 061): the lowest minimum to the highest maximum, their one period;
      // the posting's own pay fields (8,000) are not read when it has roles.
      payKind: "paid",
      payMin: 5000,
      payMax: 12000,
      payPer: "day",
      payNote: "",
      experience: "advanced",
      // Its roles name no gender, so the call is open to all, whatever an old form sent for the audition.
      gender: "any",
      meetingUrl: null,
    });
  });

  it("refuses missing fields with the spec's message and keeps what was typed", async () => {
    const poster = await signedInMember();
    const reply = await callRoute(
      createAction,
      post("/auditions/create", auditionForm({ project: "  ", date: "" }), { cookie: poster.cookie }),
    );
    expect(reply.status).toBe(400);
    const result = (
      reply.body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    ).result;
    expect(result.error[""]).toEqual(["Please fill all required fields"]);
    expect(result.error.project).toEqual(["Please fill all required fields"]);
    expect(result.initialValue.title).toBe("Lead Dancer Audition");
    expect(await db().select().from(auditions)).toHaveLength(0);
  });

  it("refuses a past date, a date years ahead and a meeting link that is not https", async () => {
    const poster = await signedInMember();
    const send = (fields: Record<string, string>) =>
      callRoute(createAction, post("/auditions/create", auditionForm(fields), { cookie: poster.cookie }));
    const past = await send({ date: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain("The audition date cannot be in the past.");
    expect(JSON.stringify((await send({ date: "2999-01-01" })).body)).toContain("within the next two years");
    const link = await send({ type: "Online", meetingUrl: "javascript:alert(1)" });
    expect(link.status).toBe(400);
    expect(JSON.stringify(link.body)).toContain("Enter the meeting link, starting with https://");
    expect(await db().select().from(auditions)).toHaveLength(0);
  });

  it("keeps an online audition's meeting link and drops its location", async () => {
    const poster = await signedInMember();
    await callRoute(
      createAction,
      post("/auditions/create", auditionForm({ type: "Online", meetingUrl: "https://meet.jit.si/room-1" }), {
        cookie: poster.cookie,
      }),
    );
    const [row] = await db().select().from(auditions);
    expect(row).toMatchObject({
      type: "Online",
      location: "Online",
      meetingUrl: "https://meet.jit.si/room-1",
    });
  });

  it("sends visitors to sign in, and refuses an unverified account", async () => {
    const visitor = await callRoute(createLoader, get("/auditions/create"));
    expect((visitor.body as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fauditions%2Fcreate",
    );
    const unverified = await signedInMember({ verified: false });
    const reply = await callRoute(
      createAction,
      post("/auditions/create", auditionForm(), { cookie: unverified.cookie }),
    );
    expect(reply.status).toBe(403);
    expect(await db().select().from(auditions)).toHaveLength(0);
  });
});

describe("applying to an audition", () => {
  const apply = (id: number, cookie: string, fields: Record<string, string> = { intent: "apply" }) =>
    callRoute(auditionAction, post(`/auditions/${id}`, fields, { cookie }), { id: String(id) });

  it("takes one application per person, with a note, and keeps its history", async () => {
    const poster = await signedInMember();
    const audition = await createAudition({ posterId: poster.member.id });
    const applicant = await signedInMember();
    const first = await apply(audition.id, applicant.cookie, {
      intent: "apply",
      note: "Available all week.",
    });
    expect(first.body).toEqual({ ok: true, message: "Application submitted successfully" });
    const again = await apply(audition.id, applicant.cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, message: "You have already applied to this audition." });
    const rows = await db().select().from(applications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      note: "Available all week.",
      status: "new",
      applicantId: applicant.member.id,
    });

    const withdrawn = await apply(audition.id, applicant.cookie, { intent: "withdraw" });
    expect(withdrawn.body).toEqual({ ok: true, message: "Application withdrawn" });
    const detail = await getAudition(db(), audition.id, applicant.member.id);
    expect(detail?.myApplication).toBe("withdrawn");
    expect(detail?.myHistory.map((event) => event.status)).toEqual(["new", "withdrawn"]);
    expect((await apply(audition.id, applicant.cookie, { intent: "withdraw" })).status).toBe(409);

    // Withdrawn, it may be sent again while the audition is open: the same application, new again, its history kept.
    const resent = await apply(audition.id, applicant.cookie, { intent: "apply", note: "Free from Monday." });
    expect(resent.body).toEqual({ ok: true, message: "Application submitted successfully" });
    const [row] = await db().select().from(applications);
    expect(row).toMatchObject({ note: "Free from Monday.", status: "new" });
    const after = await getAudition(db(), audition.id, applicant.member.id);
    expect(after?.myHistory.map((event) => event.status)).toEqual(["new", "withdrawn", "new"]);
    // Applying and withdrawing in a loop tells the poster once more at most.
    for (let round = 0; round < 3; round += 1) {
      await apply(audition.id, applicant.cookie, { intent: "withdraw" });
      await apply(audition.id, applicant.cookie, { intent: "apply" });
    }
    const posterNotices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, poster.member.id), eq(notifications.kind, "new_applicant")));
    expect(posterNotices).toHaveLength(2);
    // Once answered, neither withdrawing nor applying again is possible.
    await db().update(applications).set({ status: "accepted" }).where(eq(applications.id, row!.id));
    expect((await apply(audition.id, applicant.cookie, { intent: "withdraw" })).status).toBe(409);
    expect((await apply(audition.id, applicant.cookie)).body).toEqual({
      ok: false,
      message: "You have already applied to this audition.",
    });
  });

  it("lets the applicant change their note until the poster has seen it", async () => {
    const poster = await signedInMember();
    const audition = await createAudition({ posterId: poster.member.id });
    const applicant = await signedInMember();
    const stranger = await signedInMember();
    await apply(audition.id, applicant.cookie, { intent: "apply", note: "Free on Monday." });
    const changed = await apply(audition.id, applicant.cookie, {
      intent: "edit-note",
      note: "Free all week.",
    });
    expect(changed.body).toEqual({ ok: true, message: "Your note has been updated." });
    const tooLong = await apply(audition.id, applicant.cookie, {
      intent: "edit-note",
      note: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(await apply(audition.id, stranger.cookie, { intent: "edit-note", note: "Hello" })).toEqual({
      status: 404,
      body: { ok: false, message: "You have not applied here, so there is no note to change." },
    });
    const [row] = await db().select().from(applications);
    expect(row?.note).toBe("Free all week.");

    expect((await getAudition(db(), audition.id, applicant.member.id))?.myNoteEditable).toBe(true);
    // Once the note has been on the poster's applicants page, it stays as they read it.
    const seen = await callRoute(
      applicantsLoader,
      get(`/auditions/${audition.id}/applicants`, { cookie: poster.cookie }),
      { id: String(audition.id) },
    );
    expect(seen.status).toBe(200);
    expect((await getAudition(db(), audition.id, applicant.member.id))?.myNoteEditable).toBe(false);
    expect(
      await apply(audition.id, applicant.cookie, { intent: "edit-note", note: "Changed my mind." }),
    ).toEqual({
      status: 409,
      body: {
        ok: false,
        message: "Your application has already been seen, so its note can no longer be changed.",
      },
    });
    expect((await db().select().from(applications))[0]?.note).toBe("Free all week.");
  });

  it("refuses the poster's own audition, a completed one, a missing one and a note that is too long", async () => {
    const poster = await signedInMember();
    const own = await createAudition({ posterId: poster.member.id });
    expect(await apply(own.id, poster.cookie)).toMatchObject({ status: 400 });
    const applicant = await signedInMember();
    const past = await createAudition({ daysFromNow: -2 });
    expect(await apply(past.id, applicant.cookie)).toEqual({
      status: 409,
      body: { ok: false, message: "This audition has already taken place." },
    });
    expect((await apply(2_000_000_000, applicant.cookie)).status).toBe(404);
    const open = await createAudition();
    const long = await apply(open.id, applicant.cookie, { intent: "apply", note: "x".repeat(2001) });
    expect(long).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Your note must be 2,000 characters or less.",
        fieldErrors: { note: ["Your note must be 2,000 characters or less."] },
      },
    });
    expect((await apply(open.id, applicant.cookie, { intent: "nonsense" })).status).toBe(400);
    expect(await db().select().from(applications)).toHaveLength(0);
  });

  it("refuses an unverified account", async () => {
    const audition = await createAudition();
    const unverified = await signedInMember({ verified: false });
    expect((await apply(audition.id, unverified.cookie)).status).toBe(403);
  });

  it("shows the meeting link to the poster and accepted applicants only", async () => {
    const poster = await signedInMember();
    const audition = await createAudition({
      type: "Online",
      location: "Online",
      posterId: poster.member.id,
      meetingUrl: "https://meet.jit.si/secret-room",
    });
    const applicant = await signedInMember();
    const stranger = await signedInMember();
    await applyToAudition(db(), applicant.member.id, audition.id, {});

    const linkFor = async (viewerId: string | null) =>
      (await getAudition(db(), audition.id, viewerId))?.meetingUrl;
    expect(await linkFor(poster.member.id)).toBe("https://meet.jit.si/secret-room");
    expect(await linkFor(applicant.member.id)).toBeNull();
    expect(await linkFor(stranger.member.id)).toBeNull();
    expect(await linkFor(null)).toBeNull();
    await db()
      .update(applications)
      .set({ status: "accepted" })
      .where(eq(applications.applicantId, applicant.member.id));
    expect(await linkFor(applicant.member.id)).toBe("https://meet.jit.si/secret-room");

    // Nor does the link reach anyone else through the page's data.
    const page = await callRoute(
      auditionLoader,
      get(`/auditions/${audition.id}`, { cookie: stranger.cookie }),
      {
        id: String(audition.id),
      },
    );
    expect(JSON.stringify(page.body)).not.toContain("secret-room");
    const posterPage = await callRoute(
      auditionLoader,
      get(`/auditions/${audition.id}`, { cookie: poster.cookie }),
      {
        id: String(audition.id),
      },
    );
    expect((posterPage.body as { audition: { applicantCount: number } }).audition.applicantCount).toBe(1);
  });
});

describe("audition pages", () => {
  it("answers 404 for an id that names no audition, at both addresses", async () => {
    for (const id of ["abc", "0", "007", "99999999999", "2000000000"]) {
      expect((await callRoute(auditionLoader, get(`/auditions/${id}`), { id })).status).toBe(404);
      expect((await callRoute(auditionsLoader, get(`/auditions?id=${id}`))).status).toBe(404);
    }
  });

  it("shows one audition at ?id= with its canonical address, and the list otherwise", async () => {
    const audition = await createAudition({ title: "By query" });
    const one = await callRoute(auditionsLoader, get(`/auditions?id=${audition.id}`));
    expect(one.body).toMatchObject({
      view: "one",
      audition: { title: "By query", status: "upcoming" },
      urls: { canonical: `http://localhost:3000/auditions/${audition.id}` },
    });
    const list = await callRoute(auditionsLoader, get("/auditions?type=nonsense&tab=upcoming"));
    expect(list.body).toMatchObject({ view: "list", total: 1, query: { type: "all" } });
  });
});

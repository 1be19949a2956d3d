import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, auditions } from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { listRoles, roleDrafts } from "~/features/postings/posting-roles.server";
import { ROLE_MESSAGES } from "~/features/postings/role-messages";
import { loader as newMessageLoader } from "~/routes/new-message";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as editAction, loader as editLoader } from "~/routes/postings/edit";
import { action as auditionAction } from "~/routes/postings/page";
import { createAudition, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Casting by role: an audition lists roles as records, each
 * applicant applies for one or more of them, the poster fills each role with
 * the people they cast, and the audition closes when every role is filled.
 */
const db = setUpTestDatabase();

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Applicants = {
  applicants: {
    applicationId: number;
    profile: { name: string } | null;
    roles: { name: string; outcome: string | null }[];
    mediaUrl: string | null;
  }[];
  counts: Record<string, number>;
};

/** A role's pay: unpaid, for a credit. */
const credit = { payKind: "unpaid", payNote: "A credit" };

async function castingCall() {
  const poster = await signedInMember({ name: "Casting Director" });
  const audition = await createAudition({
    posterId: poster.member.id,
    title: "Monsoon Wedding Revival",
    roles: ["Meera (22-28)", "Rahul (25-32)"],
  });
  const [meera, rahul] = await listRoles(db(), { kind: "audition", id: audition.id });
  return { poster, id: audition.id, meera: meera!, rahul: rahul! };
}

const apply = (id: number, member: Member, fields: Record<string, string | string[]>) =>
  callRoute(
    auditionAction,
    post(`/auditions/${id}`, { intent: "apply", ...fields }, { cookie: member.cookie }),
    {
      id: String(id),
    },
  );

const fill = (id: number, poster: Member, role: number, cast: number[]) =>
  callRoute(
    applicantsAction,
    post(
      `/auditions/${id}/applicants`,
      { intent: "fill-role", role: String(role), cast: cast.map(String) },
      { cookie: poster.cookie },
    ),
    { id: String(id) },
  );

const applicantsPage = async (id: number, poster: Member, search = "") =>
  (await callRoute(applicantsLoader, get(`/auditions/${id}/applicants${search}`, { cookie: poster.cookie }), {
    id: String(id),
  })) as { status: number; body: Applicants };

async function applicationOf(member: Member) {
  const [row] = await db().select().from(applications).where(eq(applications.applicantId, member.member.id));
  return row!;
}

describe("casting by role", () => {
  beforeEach(async () => {
    await db().delete(auditions);
  });

  it("reads roles typed as one line into records: name and playing age", async () => {
    const { meera, rahul } = await castingCall();
    expect(meera).toMatchObject({ name: "Meera", ageMin: 22, ageMax: 28, needed: 1, filled: false });
    expect(rahul).toMatchObject({ name: "Rahul", ageMin: 25, ageMax: 32 });
  });

  it("takes applications for chosen roles, with a self-tape link, and refuses what cannot be chosen", async () => {
    const { poster, id, meera, rahul } = await castingCall();
    const actor = await signedInMember({ name: "Asha Rao" });
    // Two roles open: the applicant must say which.
    expect(await apply(id, actor, { note: "Hello" })).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Choose the role or roles you are applying for.",
        fieldErrors: { roles: ["Choose the role or roles you are applying for."] },
      },
    });
    const other = await createAudition({ posterId: poster.member.id, roles: ["Someone else"] });
    const [elsewhere] = await listRoles(db(), { kind: "audition", id: other.id });
    expect((await apply(id, actor, { role: String(elsewhere!.id) })).body).toEqual({
      ok: false,
      message: "That role is no longer open. Choose another.",
      fieldErrors: { roles: ["That role is no longer open. Choose another."] },
    });
    expect(
      (await apply(id, actor, { role: String(meera.id), mediaUrl: "https://evil.example/tape" })).body,
    ).toEqual(
      expect.objectContaining({ ok: false, message: expect.stringContaining("self-tape or voice sample") }),
    );
    // Nothing was written by the refusals.
    expect(await db().select().from(applications).where(eq(applications.auditionId, id))).toHaveLength(0);

    const sent = await apply(id, actor, {
      role: [String(meera.id), String(rahul.id)],
      mediaUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(sent.body).toEqual({ ok: true, message: "Application submitted successfully" });
    expect((await applicationOf(actor)).mediaUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    const seen = await getAudition(db(), id, actor.member.id);
    expect(seen?.myRoles).toEqual([
      { name: "Meera", outcome: null },
      { name: "Rahul", outcome: null },
    ]);
  });

  it("lists and filters applicants by role, and fills each role with those cast; the last one closes the audition", async () => {
    const { poster, id, meera, rahul } = await castingCall();
    const asha = await signedInMember({ name: "Asha Rao" });
    const kabir = await signedInMember({ name: "Kabir Sen" });
    const both = await signedInMember({ name: "Dev Both" });
    await apply(id, asha, { role: String(meera.id), mediaUrl: "https://vimeo.com/12345" });
    await apply(id, kabir, { role: String(rahul.id) });
    await apply(id, both, { role: [String(meera.id), String(rahul.id)] });

    const everyone = await applicantsPage(id, poster);
    expect(everyone.body.applicants.map((applicant) => applicant.profile?.name)).toEqual([
      "Asha Rao",
      "Kabir Sen",
      "Dev Both",
    ]);
    expect(everyone.body.applicants[0]).toMatchObject({
      roles: [{ name: "Meera", outcome: null }],
      mediaUrl: "https://vimeo.com/12345",
    });
    const forMeera = await applicantsPage(id, poster, `?role=${meera.id}`);
    expect(forMeera.body.applicants.map((applicant) => applicant.profile?.name)).toEqual([
      "Asha Rao",
      "Dev Both",
    ]);
    // The status counts are of the role shown.
    expect(everyone.body.counts).toEqual({ new: 3 });
    expect(forMeera.body.counts).toEqual({ new: 2 });

    // Only those who applied for the role can be cast in it, and no more than it needs.
    const kabirApplication = await applicationOf(kabir);
    expect((await fill(id, poster, meera.id, [kabirApplication.id])).body).toEqual({
      ok: false,
      message: "Choose only people who applied for this role.",
    });
    const ashaApplication = await applicationOf(asha);
    const bothApplication = await applicationOf(both);
    expect((await fill(id, poster, meera.id, [ashaApplication.id, bothApplication.id])).body).toEqual({
      ok: false,
      message: "“Meera” needs one person: choose no more than that.",
    });
    // Someone else cannot fill it: the page is not theirs.
    const stranger = await signedInMember();
    expect((await fill(id, stranger, meera.id, [ashaApplication.id])).status).toBe(404);

    const filled = await fill(id, poster, meera.id, [ashaApplication.id]);
    expect(filled.body).toEqual({
      ok: true,
      message: "“Meera” is filled. The person you chose and everyone else who applied have been told.",
    });
    expect((await applicationOf(asha)).status).toBe("accepted");
    expect((await listNotifications(db(), asha.member.id))[0]?.text).toBe(
      "You have been cast as “Meera” in “Monsoon Wedding Revival”.",
    );
    // Dev still waits for Rahul: told Meera is filled, not answered.
    expect((await applicationOf(both)).status).toBe("new");
    expect((await listNotifications(db(), both.member.id))[0]?.text).toBe(
      "“Meera” in “Monsoon Wedding Revival” has been filled. Thank you for applying.",
    );
    expect((await fill(id, poster, meera.id, [])).body).toEqual({
      ok: false,
      message: "“Meera” is already filled.",
    });

    const last = await fill(id, poster, rahul.id, [kabirApplication.id]);
    expect(last.body).toEqual({
      ok: true,
      message:
        "“Rahul” is filled. The person you chose and everyone else who applied have been told. Every role is filled, so the audition is closed.",
    });
    expect((await applicationOf(kabir)).status).toBe("accepted");
    // Dev was cast in neither: answered, not selected.
    expect((await applicationOf(both)).status).toBe("declined");
    const [audition] = await db().select().from(auditions).where(eq(auditions.id, id));
    expect(audition).toMatchObject({ closedReason: "filled" });
    expect(audition?.closedAt).not.toBeNull();

    // Each applicant sees the answer for their own role.
    expect((await getAudition(db(), id, asha.member.id))?.myRoles).toEqual([
      { name: "Meera", outcome: "cast" },
    ]);
    expect((await getAudition(db(), id, both.member.id))?.myRoles).toEqual([
      { name: "Meera", outcome: "not_cast" },
      { name: "Rahul", outcome: "not_cast" },
    ]);

    // What happens next (My Applications and the audition's page): the role, and the way to the poster.
    const posterProfileId = poster.profile.id;
    const [ashas] = await listMyApplications(db(), asha.member.id);
    expect(ashas).toMatchObject({ status: "accepted", castAs: ["Meera"], messageTo: posterProfileId });
    expect((await getAudition(db(), id, asha.member.id))?.myMessageTo).toBe(posterProfileId);
    const [devs] = await listMyApplications(db(), both.member.id);
    expect(devs).toMatchObject({ status: "declined", castAs: [], messageTo: null });
    expect((await getAudition(db(), id, both.member.id))?.myMessageTo).toBeNull();
  });

  it("keeps a role somebody applied for when its poster edits, and removes one nobody did", async () => {
    const { poster, id, meera, rahul } = await castingCall();
    const asha = await signedInMember();
    await apply(id, asha, { role: String(meera.id) });
    const form = await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: poster.cookie }), {
      id: String(id),
    });
    const values = (form.body as { values: Record<string, string> }).values;
    const saved = JSON.parse(values.roles!) as { id: number; name: string }[];
    const send = (roles: unknown[]) =>
      callRoute(
        editAction,
        post(`/auditions/${id}/edit`, { ...values, roles: JSON.stringify(roles) }, { cookie: poster.cookie }),
        { id: String(id) },
      );

    const withoutMeera = await send(saved.filter((role) => role.id !== meera.id));
    expect(withoutMeera.status).toBe(400);
    expect(JSON.stringify(withoutMeera.body)).toContain(
      "Somebody applied for “Meera”, so it stays: fill it from the applicants page instead.",
    );
    expect((await listRoles(db(), { kind: "audition", id: id })).map((role) => role.name)).toEqual([
      "Meera",
      "Rahul",
    ]);

    // Rahul goes, Meera is renamed in place (her applicant stays with her), and a new role is added.
    const renamed = await send([
      { ...saved.find((role) => role.id === meera.id), name: "Meera Kapoor" },
      { name: "Wedding Singer", needed: "2", gender: "female", payKind: "unpaid", payNote: "A credit" },
    ]);
    expect(renamed.status).toBe(302);
    const roles = await listRoles(db(), { kind: "audition", id: id });
    expect(roles.map((role) => [role.name, role.needed])).toEqual([
      ["Meera Kapoor", 1],
      ["Wedding Singer", 2],
    ]);
    expect(roles[0]!.id).toBe(meera.id);
    expect(roles.some((role) => role.id === rahul.id)).toBe(false);
    expect((await getAudition(db(), id, asha.member.id))?.myRoles).toEqual([
      { name: "Meera Kapoor", outcome: null },
    ]);
    expect(roleDrafts(roles)[1]).toMatchObject({ name: "Wedding Singer", needed: "2", gender: "female" });
    // The editor is told which roles were applied for: those it keeps without a Remove button.
    expect(roleDrafts(roles).map((role) => role.applied)).toEqual([true, false]);
  });

  it("tells those waiting on a role when its pay or playing age changes, and nobody else", async () => {
    const { poster, id, meera } = await castingCall();
    const asha = await signedInMember();
    const kabir = await signedInMember();
    await apply(id, asha, { role: String(meera.id) });
    const form = await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: poster.cookie }), {
      id: String(id),
    });
    const values = (form.body as { values: Record<string, string> }).values;
    const saved = JSON.parse(values.roles!) as { id: number; payMin: string; ageMin: string }[];
    const send = (roles: unknown[]) =>
      callRoute(
        editAction,
        post(`/auditions/${id}/edit`, { ...values, roles: JSON.stringify(roles) }, { cookie: poster.cookie }),
        { id: String(id) },
      );
    // A description is not news.
    await send(
      saved.map((role) => (role.id === meera.id ? { ...role, description: "The bride's cousin." } : role)),
    );
    expect(await listNotifications(db(), asha.member.id)).toHaveLength(0);
    await send(
      saved.map((role) =>
        role.id === meera.id ? { ...role, payMin: "20000", payMax: "", payPer: "day", ageMin: "24" } : role,
      ),
    );
    await tellGatheredPostingChanges();
    const [notice] = await listNotifications(db(), asha.member.id);
    expect(notice?.text).toBe(
      // The call's pay is its roles' (decision 061): its range changed with Meera's.
      "“Monsoon Wedding Revival” has changed: Pay, Pay of “Meera”, Playing age of “Meera”. Pay is now ₹5,000 to ₹20,000 per day; for “Meera”, its pay is now ₹20,000 per day and its playing age is now 24–28.",
    );
    expect(await listNotifications(db(), kabir.member.id)).toHaveLength(0);
  });

  it("offers and lets the poster do nothing to an applicant cast in a filled role; a chosen one is never shortlisted", async () => {
    const { poster, id, meera } = await castingCall();
    const asha = await signedInMember({ name: "Asha Rao" });
    const kabir = await signedInMember({ name: "Kabir Sen" });
    await apply(id, asha, { role: String(meera.id) });
    await apply(id, kabir, { role: String(meera.id) });
    const ashaApplication = await applicationOf(asha);
    const kabirApplication = await applicationOf(kabir);
    await fill(id, poster, meera.id, [ashaApplication.id]);
    const setStatus = (status: string, applicationId: number) =>
      callRoute(
        applicantsAction,
        post(
          `/auditions/${id}/applicants`,
          { status, application: String(applicationId) },
          { cookie: poster.cookie },
        ),
        { id: String(id) },
      );
    for (const status of ["shortlisted", "declined"]) {
      expect((await setStatus(status, ashaApplication.id)).body).toEqual({
        ok: true,
        message:
          "Nothing changed: those applicants already have that status, are past it (chosen or cast), or have withdrawn.",
      });
    }
    expect((await applicationOf(asha)).status).toBe("accepted");
    // Accepted by hand, not cast in a role: a mistake can be declined, but not sent back to the shortlist.
    expect((await setStatus("accepted", kabirApplication.id)).body).toMatchObject({ ok: true });
    expect((await setStatus("shortlisted", kabirApplication.id)).body).toMatchObject({
      message: expect.stringContaining("Nothing changed"),
    });
    expect((await applicationOf(kabir)).status).toBe("accepted");
    expect((await setStatus("declined", kabirApplication.id)).body).toEqual({
      ok: true,
      message: "Updated 1 applicant",
    });
  });

  it("closes an audition whose open roles its poster removed, leaving only filled ones, and refuses to fill a closed one", async () => {
    const { poster, id, meera, rahul } = await castingCall();
    const asha = await signedInMember();
    await apply(id, asha, { role: String(meera.id) });
    await fill(id, poster, meera.id, [(await applicationOf(asha)).id]);
    const form = await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: poster.cookie }), {
      id: String(id),
    });
    const values = (form.body as { values: Record<string, string> }).values;
    const saved = JSON.parse(values.roles!) as { id: number }[];
    const edited = await callRoute(
      editAction,
      post(
        `/auditions/${id}/edit`,
        { ...values, roles: JSON.stringify(saved.filter((role) => role.id !== rahul.id)) },
        { cookie: poster.cookie },
      ),
      { id: String(id) },
    );
    expect(edited.status).toBe(302);
    const [audition] = await db().select().from(auditions).where(eq(auditions.id, id));
    expect(audition).toMatchObject({ closedReason: "filled" });
    expect((await fill(id, poster, meera.id, [])).body).toEqual({
      ok: false,
      message: "This audition is closed: its roles can no longer be filled.",
    });
    // A cast list that names no application is refused, not read as "nobody".
    const other = await castingCall();
    expect((await fill(other.id, other.poster, other.meera.id, ["abc" as unknown as number])).body).toEqual({
      ok: false,
      message: "Choose only people who applied for this role.",
      fieldErrors: { "cast[0]": ["Choose only people who applied for this role."] },
    });
  });

  it("refuses to mark an audition cast by role filled as a whole, and leaves it open", async () => {
    const { poster, id } = await castingCall();
    const reply = await callRoute(
      auditionAction,
      post(`/auditions/${id}`, { intent: "fill" }, { cookie: poster.cookie }),
      { id: String(id) },
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ ok: false, message: ROLE_MESSAGES.fillEachRole });
    const [row] = await db()
      .select({ closedAt: auditions.closedAt })
      .from(auditions)
      .where(eq(auditions.id, id));
    expect(row?.closedAt).toBeNull();
  });

  it("refuses a role list that is not one: unreadable, unnamed, repeated or too many", async () => {
    const { poster, id } = await castingCall();
    const form = await callRoute(editLoader, get(`/auditions/${id}/edit`, { cookie: poster.cookie }), {
      id: String(id),
    });
    const values = (form.body as { values: Record<string, string> }).values;
    const errorsFor = async (roles: string) => {
      const reply = await callRoute(
        editAction,
        post(`/auditions/${id}/edit`, { ...values, roles }, { cookie: poster.cookie }),
        { id: String(id) },
      );
      expect(reply.status).toBe(400);
      return (reply.body as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect((await errorsFor("Lead, Swing")).roles).toEqual([
      "The roles could not be read. Please try again.",
    ]);
    expect((await errorsFor(JSON.stringify([{ name: " " }])))["roles[0].name"]).toEqual(["Name the role."]);
    expect(
      (
        await errorsFor(
          JSON.stringify([
            { name: "Meera", ...credit },
            { name: "meera", ...credit },
          ]),
        )
      )["roles[1].name"],
    ).toEqual(["Two roles have this name: give each its own."]);
    expect(
      (await errorsFor(JSON.stringify([{ name: "Kid", ageMin: "12", ageMax: "8", ...credit }])))[
        "roles[0].ageMax"
      ],
    ).toEqual(["The youngest playing age must not be above the oldest."]);
    // Each role states its pay (decision 061), refused with the pay messages at that role's fields.
    const pay = await errorsFor(
      JSON.stringify([
        { name: "Meera", payKind: "paid", payMin: "9000", payMax: "5000", payPer: "" },
        { name: "Rahul", payKind: "unpaid", payNote: "" },
        { name: "Kabir" },
      ]),
    );
    expect([pay["roles[0].payMax"], pay["roles[0].payPer"]]).toEqual([
      [PAY_MESSAGES.range],
      [PAY_MESSAGES.period],
    ]);
    expect(pay["roles[1].payNote"]).toEqual([PAY_MESSAGES.unpaidNote]);
    expect(pay["roles[2].payKind"]).toEqual([PAY_MESSAGES.kind]);
    // With roles the call's own pay is not asked: no error names it.
    expect(Object.keys(pay).filter((name) => name.startsWith("pay"))).toEqual([]);
    expect(
      (
        await errorsFor(
          JSON.stringify(Array.from({ length: 21 }, (_, index) => ({ name: `Role ${index}`, ...credit }))),
        )
      ).roles,
    ).toEqual(["List at most 20 roles."]);
    expect((await listRoles(db(), { kind: "audition", id: id })).map((role) => role.name)).toEqual([
      "Meera",
      "Rahul",
    ]);
  });
});

describe("a message from the applicants page", () => {
  it("starts with the posting and the roles it is about, for the poster writing to that applicant only", async () => {
    const { poster, id, meera } = await castingCall();
    const asha = await signedInMember();
    await apply(id, asha, { role: String(meera.id) });
    const application = await applicationOf(asha);
    const composer = async (who: Member, recipient: number) =>
      (
        (await callRoute(
          newMessageLoader,
          get(`/new-message?recipient=${recipient}&application=${application.id}`, { cookie: who.cookie }),
        )) as { body: { draft: string | null } }
      ).body.draft;
    expect(await composer(poster, asha.profile.id)).toBe(
      "About your application to “Monsoon Wedding Revival” (Meera): ",
    );
    // Someone else's application, or another person named as the recipient: the composer starts empty.
    const stranger = await signedInMember();
    expect(await composer(stranger, asha.profile.id)).toBeNull();
    expect(await composer(poster, stranger.profile.id)).toBeNull();
  });
});

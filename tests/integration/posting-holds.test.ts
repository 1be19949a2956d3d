import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditions, jobs, productions, projects, reports } from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { MONEY_RULES } from "~/features/postings/asks-for-money";
import { DEFAULT_AUDITION_QUERY } from "~/features/postings/kinds/audition/audition-filters";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import { listAuditions } from "~/features/postings/kinds/audition/list-auditions.server";
import { HOLD_MESSAGES, listHeldPostings } from "~/features/postings/posting-holds.server";
import { action as createAction } from "~/routes/postings/create";
import { action as editAction } from "~/routes/postings/edit";
import { action as pageAction, loader as pageLoader } from "~/routes/postings/page";
import { action as createProductionAction } from "~/routes/productions-new";
import { action as staffAction } from "~/routes/staff/held-postings";
import { signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * No pay-to-apply: a posting whose words ask applicants for money
 * is held from every list and page but its poster's until staff release it
 * or refuse it; its poster is told why; nobody can apply to it meanwhile.
 */
const db = setUpTestDatabase();

const inTenDays = () => new Date(Date.now() + 10 * 24 * 3_600_000).toISOString().slice(0, 10);

function auditionForm(title: string, description: string, fields: Record<string, string> = {}) {
  return {
    title,
    project: "Monsoon",
    company: "Sapna Films",
    type: "In-person",
    date: inTenDays(),
    location: "Andheri",
    cityId: "mumbai",
    description,
    roles: "[]",
    payKind: "paid",
    payMin: "5000",
    payPer: "day",
    experience: "beginner",
    gender: "any",
    ...fields,
  };
}

async function postAudition(
  cookie: string,
  title: string,
  description: string,
  fields: Record<string, string> = {},
) {
  const reply = await callRoute(
    createAction,
    post("/auditions/create", auditionForm(title, description, fields), { cookie }),
  );
  expect(reply.status).toBe(302);
  const [row] = await db().select().from(auditions).where(eq(auditions.title, title));
  return row!;
}

const visitorList = (q: string) =>
  listAuditions(db(), { ...DEFAULT_AUDITION_QUERY, q }, null, { now: new Date() });

describe("a posting that asks applicants for money", () => {
  it("is held: hidden from visitors and members, shown to its poster, who is told why, and to staff", async () => {
    const poster = await signedInMember();
    const member = await signedInMember();
    const audition = await postAudition(
      poster.cookie,
      "Held Fee Call",
      "Selected artists pay a registration fee of ₹500.",
    );
    expect(audition.heldAt).not.toBeNull();
    // Staff see the rule that matched; the poster's own words stay on the posting, for staff to read.
    expect(audition.heldReason).toBe(MONEY_RULES.chargeNamed);

    expect((await visitorList("held fee call")).auditions).toHaveLength(0);
    const visitorPage = await callRoute(pageLoader, get(`/auditions/${audition.id}`), {
      id: String(audition.id),
    });
    expect(visitorPage.status).toBe(404);
    const posterPage = await callRoute(
      pageLoader,
      get(`/auditions/${audition.id}`, { cookie: poster.cookie }),
      { id: String(audition.id) },
    );
    expect(posterPage.status).toBe(200);
    expect(JSON.stringify(posterPage.body)).toContain('"held":true');
    // Staff read it whole before they decide; another member does not.
    const staff = await signedInMember({ staff: true });
    const staffPage = await callRoute(
      pageLoader,
      get(`/auditions/${audition.id}`, { cookie: staff.cookie }),
      { id: String(audition.id) },
    );
    expect(staffPage.status).toBe(200);
    expect(JSON.stringify(staffPage.body)).toContain("registration fee of ₹500");
    const memberPage = await callRoute(
      pageLoader,
      get(`/auditions/${audition.id}`, { cookie: member.cookie }),
      { id: String(audition.id) },
    );
    expect(memberPage.status).toBe(404);

    const applied = await callRoute(
      pageAction,
      post(`/auditions/${audition.id}`, { intent: "apply" }, { cookie: member.cookie }),
      { id: String(audition.id) },
    );
    expect(applied.status).toBe(404);
    expect(
      await db().select().from(applications).where(eq(applications.auditionId, audition.id)),
    ).toHaveLength(0);

    // The poster is told it seems to ask for money, in general words: never the words that matched.
    const notices = await listNotifications(db(), poster.member.id);
    const notice = notices.find((one) => one.kind === "posting_held")?.text;
    expect(notice).toBe(HOLD_MESSAGES.notice("audition", "Held Fee Call"));
    expect(notice).not.toContain("registration fee");
  });

  it("reads an audition's location and every field of its roles, and a project's location", async () => {
    const poster = await signedInMember();
    const role = (fields: Record<string, string>) =>
      JSON.stringify([
        { name: "Lead", description: "The lead", payKind: "unpaid", payNote: "A credit", ...fields },
      ]);
    const inLocation = await postAudition(poster.cookie, "Place Call", "A clean call.", {
      location: "Andheri; reg. fee 500/- at the gate",
    });
    const inRolePay = await postAudition(poster.cookie, "Role Pay Call", "A clean call.", {
      roles: role({ payNote: "Token amount ₹1500, GPay 98xxxxxx12" }),
    });
    const inRoleDescription = await postAudition(poster.cookie, "Role Text Call", "A clean call.", {
      roles: role({ description: "Shortlist hone ke baad 1500 ka payment karna hoga" }),
    });
    const honest = await postAudition(poster.cookie, "Honest Role Call", "A clean call.", {
      location: "Film City, Goregaon",
      roles: role({ payKind: "paid", payMin: "3000", payPer: "day", payNote: "Paid within 7 days" }),
    });
    expect([inLocation.heldAt, inRolePay.heldAt, inRoleDescription.heldAt].every(Boolean)).toBe(true);
    expect(honest.heldAt).toBeNull();

    const reply = await callRoute(
      createAction,
      post(
        "/collaboration/create",
        {
          title: "Project Place Call",
          description: "A short film.",
          category: "Film",
          payKind: "unpaid",
          payNote: "A credit",
          location: "Bandra; रजिस्ट्रेशन के लिए ५०० रुपये देने होंगे",
          roles: role({}),
        },
        { cookie: poster.cookie },
      ),
    );
    expect(reply.status).toBe(302);
    const [project] = await db().select().from(projects).where(eq(projects.title, "Project Place Call"));
    expect(project!.heldAt).not.toBeNull();

    // None of the poster's notices quotes the words that matched.
    const texts = (await listNotifications(db(), poster.member.id)).map((notice) => notice.text);
    expect(texts).toHaveLength(4);
    for (const text of texts) expect(text).not.toMatch(/reg|fee|token|gpay|payment|₹|500|रुपये/i);
  });

  it("reads the about of the production it is posted for", async () => {
    const owner = await signedInMember();
    const made = await callRoute(
      createProductionAction,
      post(
        "/productions/new",
        {
          name: "Fee Pictures",
          kind: "production-house",
          cityId: "mumbai",
          website: "https://www.feepictures.in",
          about: "Every artist pays a portfolio kit of ₹3500 before the audition.",
        },
        { cookie: owner.cookie },
      ),
    );
    expect(made.status).toBe(302);
    const [production] = await db().select().from(productions).where(eq(productions.name, "Fee Pictures"));
    const audition = await postAudition(owner.cookie, "Backer About Call", "A clean call.", {
      postAs: String(production!.id),
    });
    expect(audition.productionId).toBe(production!.id);
    expect(audition.heldAt).not.toBeNull();
  });

  it("finds the ask in Hindi, in a job's requirements, and in a project's roles", async () => {
    const poster = await signedInMember();
    await postAudition(poster.cookie, "Hindi Fee Call", "ऑडिशन के लिए पंजीकरण शुल्क ₹500 जमा करें।");
    const job = await callRoute(
      createAction,
      post(
        "/jobs/create",
        {
          title: "Held Job",
          company: "Sapna Films",
          location: "Andheri",
          cityId: "mumbai",
          type: "Contract",
          category: "Acting",
          payKind: "paid",
          payMin: "20000",
          payPer: "month",
          deadline: inTenDays(),
          description: "Actor for a web series.",
          requirements: "Portfolio charges Rs 2000",
        },
        { cookie: poster.cookie },
      ),
    );
    expect(job.status).toBe(302);
    const project = await callRoute(
      createAction,
      post(
        "/collaboration/create",
        {
          title: "Held Project",
          description: "A short film.",
          category: "Film",
          payKind: "unpaid",
          payNote: "A credit",
          roles: JSON.stringify([
            {
              name: "Lead",
              description: "Pay the audition fee on GPay to book a slot",
              payKind: "unpaid",
              payNote: "A credit",
            },
          ]),
        },
        { cookie: poster.cookie },
      ),
    );
    expect(project.status).toBe(302);
    const [audition] = await db().select().from(auditions).where(eq(auditions.title, "Hindi Fee Call"));
    const [heldJob] = await db().select().from(jobs).where(eq(jobs.title, "Held Job"));
    const [heldProject] = await db().select().from(projects).where(eq(projects.title, "Held Project"));
    expect([audition!.heldAt, heldJob!.heldAt, heldProject!.heldAt].every(Boolean)).toBe(true);
    const queue = await listHeldPostings(db());
    expect(queue.map((row) => row.title)).toEqual(
      expect.arrayContaining(["Hindi Fee Call", "Held Job", "Held Project"]),
    );
  });

  it("reads the pay note too, where an unpaid call may hide its fee", async () => {
    const poster = await signedInMember();
    const reply = await callRoute(
      createAction,
      post(
        "/auditions/create",
        {
          ...auditionForm("Workshop Call", "A showcase for new faces."),
          payKind: "unpaid",
          payMin: "",
          payPer: "",
          payNote: "Unpaid; a registration fee of ₹500 covers the workshop",
        },
        { cookie: poster.cookie },
      ),
    );
    expect(reply.status).toBe(302);
    const project = await callRoute(
      createAction,
      post(
        "/collaboration/create",
        {
          title: "Fee Project",
          description: "A short film.",
          category: "Film",
          // A project with roles states its pay per role (decision 061): the fee hides in a role's pay note.
          roles: JSON.stringify([
            {
              name: "Lead",
              description: "The lead",
              payKind: "unpaid",
              payNote: "Credit; pay a security deposit of Rs 1000 to join",
            },
          ]),
        },
        { cookie: poster.cookie },
      ),
    );
    expect(project.status).toBe(302);
    const [audition] = await db().select().from(auditions).where(eq(auditions.title, "Workshop Call"));
    const [heldProject] = await db().select().from(projects).where(eq(projects.title, "Fee Project"));
    expect(audition!.heldAt).not.toBeNull();
    expect(heldProject!.heldAt).not.toBeNull();
  });

  it("is not held for pay offered to applicants", async () => {
    const poster = await signedInMember();
    const audition = await postAudition(
      poster.cookie,
      "Honest Paid Call",
      "Paid role: ₹5,000 per day, travel reimbursed. No fees.",
    );
    expect(audition.heldAt).toBeNull();
    expect((await visitorList("honest paid call")).auditions).toHaveLength(1);
  });

  it("is held when an edit adds the ask", async () => {
    const poster = await signedInMember();
    const audition = await postAudition(poster.cookie, "Edited Into Fees", "A clean call.");
    const edited = await callRoute(
      editAction,
      post(
        `/auditions/${audition.id}/edit`,
        auditionForm("Edited Into Fees", "Now with a refundable security deposit."),
        { cookie: poster.cookie },
      ),
      { id: String(audition.id) },
    );
    expect(edited.status).toBe(302);
    const [after] = await db().select().from(auditions).where(eq(auditions.id, audition.id));
    expect(after!.heldAt).not.toBeNull();
  });

  it("is released by staff, public again, and its poster told; or refused, closed and told why", async () => {
    const poster = await signedInMember();
    const staff = await signedInMember({ staff: true });
    const released = await postAudition(poster.cookie, "Release Me Call", "Registration fee waived for all.");
    const refused = await postAudition(
      poster.cookie,
      "Refuse Me Call",
      "Registration fee of ₹500 at the door.",
    );
    const decide = (fields: Record<string, string>) =>
      callRoute(staffAction, post("/staff/held-postings", fields, { cookie: staff.cookie }));

    expect(
      (await decide({ intent: "release-posting", kind: "audition", posting: String(released.id) })).status,
    ).toBe(200);
    expect((await visitorList("release me call")).auditions).toHaveLength(1);
    // Released once: a second answer finds nothing held.
    expect(
      (await decide({ intent: "release-posting", kind: "audition", posting: String(released.id) })).status,
    ).toBe(404);

    expect(
      (await decide({ intent: "refuse-posting", kind: "audition", posting: String(refused.id), reason: "" }))
        .status,
    ).toBe(400);
    expect(
      (
        await decide({
          intent: "refuse-posting",
          kind: "audition",
          posting: String(refused.id),
          reason: "It charges applicants.",
        })
      ).status,
    ).toBe(200);
    const [after] = await db().select().from(auditions).where(eq(auditions.id, refused.id));
    expect(after!.closedAt).not.toBeNull();
    expect(after!.heldAt).not.toBeNull();
    expect((await visitorList("refuse me call")).auditions).toHaveLength(0);
    // Its poster sees it closed, no longer "held for review": staff have answered.
    expect((await getAudition(db(), refused.id, poster.member.id))?.held).toBe(false);
    const texts = (await listNotifications(db(), poster.member.id)).map((notice) => notice.text);
    expect(texts.some((text) => text.includes("released"))).toBe(true);
    expect(texts.some((text) => text.includes("It charges applicants."))).toBe(true);

    // A member who is not staff decides nothing (the staff layout refuses; the action is never reached in the app).
    expect((await decide({ intent: "release-posting", kind: "nonsense", posting: "1" })).status).toBe(400);
  });
});

describe("reporting a posting that asks for money", () => {
  it("takes the reason 'Asks for money'", async () => {
    const poster = await signedInMember();
    const reporter = await signedInMember();
    const audition = await postAudition(
      poster.cookie,
      "Reported Call",
      "A clean call that asks on the phone.",
    );
    const reply = await callRoute(
      pageAction,
      post(
        `/auditions/${audition.id}`,
        { intent: "report", reason: "money", details: "They asked for ₹500 on the phone." },
        { cookie: reporter.cookie },
      ),
      { id: String(audition.id) },
    );
    expect(reply.status).toBe(200);
    const [report] = await db().select().from(reports).where(eq(reports.reporterId, reporter.member.id));
    expect(report!.reason).toBe("money");
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, projects } from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { listProjects } from "~/features/postings/kinds/project/list-projects.server";
import { parseProjectQuery } from "~/features/postings/kinds/project/project-filters";
import { listRoles } from "~/features/postings/posting-roles.server";
import { ROLE_MESSAGES } from "~/features/postings/role-messages";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as projectAction, loader as projectLoader } from "~/routes/postings/page";
import { createProject, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * A collaboration project's "looking for" as roles: a request to
 * join names the roles its sender would take, the creator fills each role
 * from the requests page, and a project whose every role is filled takes no
 * more requests; it is completed only when its creator says so.
 */
const db = setUpTestDatabase();

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function shortFilm() {
  const creator = await signedInMember({ name: "Film Maker" });
  const project = await createProject({
    title: "Monsoon Letters",
    posterId: creator.member.id,
    roles: ["Lead Actor (24-32)", "Editor"],
  });
  const [lead, editor] = await listRoles(db(), { kind: "project", id: project.id });
  return { creator, id: project.id, lead: lead!, editor: editor! };
}

const ask = (id: number, member: Member, fields: Record<string, string | string[]>) =>
  callRoute(
    projectAction,
    post(`/collaboration/${id}`, { intent: "apply", ...fields }, { cookie: member.cookie }),
    { id: String(id) },
  );

const fill = (id: number, creator: Member, role: number, cast: number[]) =>
  callRoute(
    applicantsAction,
    post(
      `/collaboration/${id}/applicants`,
      { intent: "fill-role", role: String(role), cast: cast.map(String) },
      { cookie: creator.cookie },
    ),
    { id: String(id) },
  );

async function requestOf(member: Member) {
  const [row] = await db().select().from(applications).where(eq(applications.applicantId, member.member.id));
  return row!;
}

const texts = async (member: Member) =>
  (await listNotifications(db(), member.member.id)).map((notice) => notice.text);

const lookingFor = async (query = "") =>
  (await listProjects(db(), parseProjectQuery(new URLSearchParams(query)))).projects.map((project) => [
    project.title,
    project.lookingFor,
  ]);

describe("a project's roles", () => {
  beforeEach(async () => {
    await db().delete(projects);
  });

  it("shows its roles whole on its page, and its open ones on its card", async () => {
    const { id } = await shortFilm();
    const visitor = await callRoute(projectLoader, get(`/collaboration/${id}`), { id: String(id) });
    const page = visitor.body as { project: { roleDetails: { name: string; ageMin: number | null }[] } };
    expect(page.project.roleDetails).toMatchObject([
      { name: "Lead Actor", ageMin: 24 },
      { name: "Editor", ageMin: null },
    ]);
    expect(await lookingFor()).toEqual([["Monsoon Letters", ["Lead Actor", "Editor"]]]);
    // Its roles' words are searched, misspelt ones corrected against them as an audition's are.
    expect(await lookingFor("q=editor")).toEqual([["Monsoon Letters", ["Lead Actor", "Editor"]]]);
    expect(await lookingFor("q=editr")).toEqual([["Monsoon Letters", ["Lead Actor", "Editor"]]]);
  });

  it("takes requests for chosen open roles and refuses what cannot be chosen", async () => {
    const { id, lead, editor } = await shortFilm();
    const other = await createProject({ title: "Other", roles: ["Composer"] });
    const [composer] = await listRoles(db(), { kind: "project", id: other.id });
    const asha = await signedInMember({ name: "Asha Rao" });

    expect((await ask(id, asha, { note: "Hi" })).body).toEqual({
      ok: false,
      message: ROLE_MESSAGES.chooseRole.project,
      fieldErrors: { roles: [ROLE_MESSAGES.chooseRole.project] },
    });
    expect((await ask(id, asha, { role: String(composer!.id) })).body).toEqual({
      ok: false,
      message: ROLE_MESSAGES.roleNotOpen,
      fieldErrors: { roles: [ROLE_MESSAGES.roleNotOpen] },
    });
    expect(await db().select().from(applications).where(eq(applications.projectId, id))).toHaveLength(0);

    expect((await ask(id, asha, { role: [String(lead.id), String(editor.id)] })).status).toBe(200);
    const mine = await callRoute(projectLoader, get(`/collaboration/${id}`, { cookie: asha.cookie }), {
      id: String(id),
    });
    expect((mine.body as { myApplication: { roles: unknown } }).myApplication.roles).toEqual([
      { name: "Lead Actor", outcome: null },
      { name: "Editor", outcome: null },
    ]);
  });

  it("fills each role from the requests page; the last one stops requests but does not complete the project", async () => {
    const { creator, id, lead, editor } = await shortFilm();
    const asha = await signedInMember({ name: "Asha Rao" });
    const kabir = await signedInMember({ name: "Kabir Sen" });
    const dev = await signedInMember({ name: "Dev Both" });
    await ask(id, asha, { role: String(lead.id) });
    await ask(id, kabir, { role: String(lead.id) });
    await ask(id, dev, { role: [String(lead.id), String(editor.id)] });

    const page = await callRoute(
      applicantsLoader,
      get(`/collaboration/${id}/applicants?role=${lead.id}`, { cookie: creator.cookie }),
      { id: String(id) },
    );
    const body = page.body as { roles: { name: string; applicants: number }[]; applicants: unknown[] };
    expect(body.roles.map((role) => [role.name, role.applicants])).toEqual([
      ["Lead Actor", 3],
      ["Editor", 1],
    ]);
    expect(body.applicants).toHaveLength(3);

    // Somebody else cannot fill it, and nobody who did not ask for it can be cast.
    const stranger = await signedInMember();
    expect((await fill(id, stranger, lead.id, [])).status).toBe(404);
    expect((await fill(id, creator, editor.id, [(await requestOf(asha)).id])).body).toEqual({
      ok: false,
      message: ROLE_MESSAGES.castNotApplicant,
    });

    const filled = await fill(id, creator, lead.id, [(await requestOf(asha)).id]);
    expect(filled.body).toEqual({ ok: true, message: ROLE_MESSAGES.filled("Lead Actor", 1) });
    expect((await requestOf(asha)).status).toBe("accepted");
    expect((await texts(asha))[0]).toBe(
      "You have been chosen for “Lead Actor” in “Monsoon Letters”: you are now a collaborator.",
    );
    // Kabir asked for that role only: answered. Dev still waits on the Editor role.
    expect((await requestOf(kabir)).status).toBe("declined");
    expect((await texts(kabir))[0]).toBe(
      "“Lead Actor” in “Monsoon Letters” has been filled. Thank you for asking to join.",
    );
    expect((await requestOf(dev)).status).toBe("new");
    // The card looks for the open role only, and the role filter no longer finds the filled one.
    expect(await lookingFor()).toEqual([["Monsoon Letters", ["Editor"]]]);
    expect(await lookingFor("role=actor")).toEqual([]);
    expect(await lookingFor("role=editor")).toEqual([["Monsoon Letters", ["Editor"]]]);

    const last = await fill(id, creator, editor.id, [(await requestOf(dev)).id]);
    expect(last.body).toEqual({
      ok: true,
      message: `${ROLE_MESSAGES.filled("Editor", 1)} ${ROLE_MESSAGES.allFilledProject}`,
    });
    expect((await requestOf(dev)).status).toBe("accepted");
    const [row] = await db().select().from(projects).where(eq(projects.id, id));
    expect(row?.closedAt).toBeNull();
    const late = await signedInMember();
    expect((await ask(id, late, { note: "Any room?" })).body).toEqual({
      ok: false,
      message: ROLE_MESSAGES.notTaking.project,
    });
    expect((await fill(id, creator, editor.id, [])).body).toEqual({
      ok: false,
      message: ROLE_MESSAGES.alreadyFilled("Editor"),
    });
  });

  it("keeps a collaborator on the team when a role they asked for is filled by someone else", async () => {
    const { creator, id, lead, editor } = await shortFilm();
    const member = await signedInMember({ name: "Already In" });
    const other = await signedInMember({ name: "Someone Else" });
    await ask(id, member, { role: [String(lead.id), String(editor.id)] });
    await ask(id, other, { role: String(lead.id) });
    // The creator accepts the member's request outright: they are a collaborator.
    await db()
      .update(applications)
      .set({ status: "accepted" })
      .where(eq(applications.id, (await requestOf(member)).id));
    await fill(id, creator, lead.id, [(await requestOf(other)).id]);
    await fill(id, creator, editor.id, []);
    expect((await requestOf(member)).status).toBe("accepted");
  });

  it("takes requests without a role when the project lists none", async () => {
    const creator = await signedInMember();
    const open = await createProject({ title: "Open Call", posterId: creator.member.id, roles: [] });
    const asker = await signedInMember();
    expect((await ask(open.id, asker, { note: "I edit." })).status).toBe(200);
    expect((await requestOf(asker)).status).toBe("new");
  });
});

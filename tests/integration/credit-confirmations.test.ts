import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditConfirmations, mediaTitles, productionMembers, productions } from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { getMediaTitle } from "~/features/library/get-media-title.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { CREDIT_MESSAGES as M } from "~/features/profiles/credit-messages";
import { loadPublicProfilePage } from "~/features/profiles/load-profile-page.server";
import { action as creditsAction, loader as creditsLoader } from "~/routes/credits";
import { signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Credits confirmed by co-workers (issue 27): only someone credited on the
 * same title, or a member of the verified production that made it, may
 * confirm; a changed credit loses its confirmations; the title's page keeps
 * confirmed credits apart from members' own claims.
 */
const db = setUpTestDatabase();

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
const ask = (who: Member, mediaId: string, confirmers: string[]) =>
  callRoute(
    creditsAction,
    post("/credits", { intent: "ask", title: mediaId, confirmer: confirmers }, { cookie: who.cookie }),
  );
const answer = (who: Member, request: number, intent: "confirm" | "decline") =>
  callRoute(creditsAction, post("/credits", { intent, request: String(request) }, { cookie: who.cookie }));

async function requestFor(confirmer: Member) {
  const [row] = await db()
    .select()
    .from(creditConfirmations)
    .where(eq(creditConfirmations.confirmerId, confirmer.member.id));
  return row!;
}

describe("confirming a credit", () => {
  it("is asked of co-workers credited on the title; one confirms, and the profile and title page say so", async () => {
    const mediaId = await title();
    const actor = await signedInMember({ profile: { experience: [credit(mediaId, "Lead")] } });
    const coworker = await signedInMember({ profile: { experience: [credit(mediaId, "Editor")] } });
    const stranger = await signedInMember();

    const coworkers = await callRoute(
      creditsLoader,
      get(`/credits?title=${mediaId}`, { cookie: actor.cookie }),
    );
    const offered = (coworkers.body as { asking: { people: { userId: string; role: string }[] } }).asking
      .people;
    expect(offered.map((person) => person.userId)).toEqual([coworker.member.id]);
    // Shown with their role on this title, not their profile's heading.
    expect(offered[0]!.role).toBe("Editor");

    expect((await ask(actor, mediaId, [coworker.member.id])).status).toBe(200);
    expect(
      (await listNotifications(db(), coworker.member.id)).some(
        (notice) => notice.kind === "credit_confirmation",
      ),
    ).toBe(true);
    const request = await requestFor(coworker);
    // Nobody but the one asked may answer.
    expect((await answer(stranger, request.id, "confirm")).status).toBe(404);
    expect((await answer(coworker, request.id, "confirm")).status).toBe(200);
    // Answered once.
    expect((await answer(coworker, request.id, "decline")).status).toBe(404);

    const page = await loadPublicProfilePage(db(), actor.profile.username);
    const shown = page!.sections.credits.find((one) => one.mediaId === mediaId)!;
    expect(shown.confirmedBy).toEqual([{ name: coworker.profile.name, username: coworker.profile.username }]);
    const titlePage = await getMediaTitle(db(), mediaId);
    const credited = titlePage!.credited.find((member) => member.id === actor.profile.id)!;
    expect(credited.confirmedBy).toBe(1);
    expect(titlePage!.credited.find((member) => member.id === coworker.profile.id)!.confirmedBy).toBe(0);
  });

  it("refuses asking someone not credited on the title, and a credit one does not have", async () => {
    const mediaId = await title();
    const other = await title();
    const actor = await signedInMember({ profile: { experience: [credit(mediaId, "Lead")] } });
    const stranger = await signedInMember({ profile: { experience: [credit(other, "Lead")] } });
    const refused = await ask(actor, mediaId, [stranger.member.id]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(M.notCoworker);
    const noCredit = await ask(stranger, mediaId, [actor.member.id]);
    expect(noCredit.status).toBe(400);
    expect(JSON.stringify(noCredit.body)).toContain(M.noCredit);
    expect((await ask(actor, mediaId, [])).status).toBe(400);
    expect(
      await db().select().from(creditConfirmations).where(eq(creditConfirmations.mediaId, mediaId)),
    ).toHaveLength(0);
    // A visitor is sent to sign in.
    const visitor = await callRoute(
      creditsAction,
      post("/credits", { intent: "ask", title: mediaId, confirmer: stranger.member.id }),
    );
    expect(visitor.status).toBe(302);
  });

  it("may be confirmed by a member of the verified production that made the title", async () => {
    const mediaId = await title(["Kaveri Talkies"]);
    const actor = await signedInMember({ profile: { experience: [credit(mediaId, "Lead")] } });
    const producer = await signedInMember();
    const [production] = await db()
      .insert(productions)
      .values({
        slug: `kaveri-${mediaId}`,
        name: "Kaveri Talkies",
        kind: "production-house",
        website: "https://kaveri.example",
        verifiedAt: new Date(),
        verifiedMethod: "staff",
      })
      .returning();
    await db()
      .insert(productionMembers)
      .values({ productionId: production!.id, userId: producer.member.id, role: "member" });
    expect((await ask(actor, mediaId, [producer.member.id])).status).toBe(200);
    // The production's verification revoked before the answer: the member may no longer confirm.
    await db()
      .update(productions)
      .set({ verifiedAt: null, verifiedMethod: null })
      .where(eq(productions.id, production!.id));
    const late = await answer(producer, (await requestFor(producer)).id, "confirm");
    expect(late.status).toBe(403);
    expect(JSON.stringify(late.body)).toContain(M.notCoworker);
  });

  it("is lost when the credit's role changes", async () => {
    const mediaId = await title();
    const actor = await signedInMember({ profile: { experience: [credit(mediaId, "Lead")] } });
    const coworker = await signedInMember({ profile: { experience: [credit(mediaId, "Editor")] } });
    await ask(actor, mediaId, [coworker.member.id]);
    await answer(coworker, (await requestFor(coworker)).id, "confirm");
    const { forgetChangedCredits } = await import("~/features/profiles/credit-confirmations.server");
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

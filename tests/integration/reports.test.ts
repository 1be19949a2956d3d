import { beforeEach, describe, expect, it } from "vitest";
import { auditions, reports } from "~/db/schema";
import { listSubmissions } from "~/features/staff/list-submissions.server";
import { action as auditionAction } from "~/routes/postings/page";
import { createAudition, signedInMember } from "../factories";
import { post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(reports);
  await db().delete(auditions);
});

const report = (auditionId: number, cookie: string, fields: Record<string, string>) =>
  callRoute(auditionAction, post(`/auditions/${auditionId}`, { intent: "report", ...fields }, { cookie }), {
    id: String(auditionId),
  });

describe("reporting an audition", () => {
  it("files one report per member for staff, with the reason and details", async () => {
    const poster = await signedInMember();
    const audition = await createAudition({ posterId: poster.member.id });
    const member = await signedInMember();
    const filed = await report(audition.id, member.cookie, {
      reason: "scam",
      details: "  Asks for a 5,000 rupee\u0000 registration fee.  ",
    });
    expect(filed).toEqual({
      status: 200,
      body: { ok: true, message: "Thank you. Our team will review this report." },
    });
    expect(await report(audition.id, member.cookie, { reason: "spam" })).toEqual({
      status: 409,
      body: { ok: false, message: "You have already reported this. Our team will review it." },
    });

    const listed = await listSubmissions(db(), "reports");
    expect(listed).toEqual([
      expect.objectContaining({
        reporter: member.member.email,
        subject: "audition",
        subjectId: String(audition.id),
        reason: "scam",
        details: "Asks for a 5,000 rupee registration fee.",
        status: "open",
      }),
    ]);
  });

  it("refuses a missing reason, long details, the poster's own audition, one that does not exist, and the unverified", async () => {
    const poster = await signedInMember();
    const audition = await createAudition({ posterId: poster.member.id });
    const member = await signedInMember();
    expect(await report(audition.id, member.cookie, {})).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Choose a reason for the report.",
        fieldErrors: { reason: ["Choose a reason for the report."] },
      },
    });
    expect((await report(audition.id, member.cookie, { reason: "because" })).status).toBe(400);
    expect(await report(audition.id, member.cookie, { reason: "other", details: "x".repeat(1001) })).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Please keep the details to 1000 characters or less.",
        fieldErrors: { details: ["Please keep the details to 1000 characters or less."] },
      },
    });
    expect(await report(audition.id, poster.cookie, { reason: "spam" })).toEqual({
      status: 400,
      body: { ok: false, message: "You cannot report your own posting." },
    });
    expect((await report(2_000_000_000, member.cookie, { reason: "spam" })).status).toBe(404);
    const unverified = await signedInMember({ verified: false });
    expect((await report(audition.id, unverified.cookie, { reason: "spam" })).status).toBe(403);
    expect(await db().select().from(reports)).toEqual([]);
  });
});

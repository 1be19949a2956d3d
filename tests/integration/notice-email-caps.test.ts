import { describe, expect, it } from "vitest";
import {
  NOTICE_EMAILS_PER_RECIPIENT_PER_DAY,
  NOTICE_EMAILS_PER_SENDER_PER_DAY,
} from "~/constants/notifications";
import { pairCapKey, senderCapKey } from "~/features/notifications/notice-email-caps.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { applyToJob } from "~/features/postings/kinds/job/job-applications.server";
import { addHits } from "~/features/security/rate-limit.server";
import { action as editAction } from "~/routes/postings/edit";
import { createJob, signedInMember } from "../factories";
import { post, setUpMailSink } from "./account-helpers";
import { tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

// The product's caps (app/constants/notifications.ts), most of each already used today: the test's
// members then reach them in a handful of notices. (Not vi.mock: the integration tier's files share
// their worker's modules, so a mocked constant would hold only when this file ran first.)

/**
 * A daily cap per sender on the notices we email (the attack review: one
 * member could make us email others without limit): past it every notice is
 * still on its recipient's bell, and no email is sent.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

type Member = Awaited<ReturnType<typeof signedInMember>>;
const DAY_MS = 24 * 60 * 60 * 1000;

function jobForm(overrides: Record<string, string>) {
  return {
    title: "Gaffer",
    company: "Pink City Films",
    location: "Film City, Mumbai",
    cityId: "mumbai",
    type: "Contract",
    category: "Production",
    payKind: "paid",
    payMin: "80000",
    payMax: "",
    payPer: "month",
    deadline: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
    description: "Lighting for a two-week shoot.",
    requirements: "Three features as gaffer",
    ...overrides,
  };
}

/** Counts `used` notice emails under `key` today, as earlier notices would have. */
const alreadyEmailed = (key: string, used: number, max: number) =>
  addHits(db(), new Map([[key, used]]), { max, windowSeconds: DAY_MS / 1000 });

/**
 * A poster's open job with these applicants, and its edit through the form, its changes told at once;
 * `roomToday` says how many notice emails the poster has left today (the rest already sent).
 */
async function postingWith(applicants: Member[], roomToday = NOTICE_EMAILS_PER_SENDER_PER_DAY) {
  const poster = await signedInMember();
  const key = senderCapKey(poster.member.id);
  await alreadyEmailed(key, NOTICE_EMAILS_PER_SENDER_PER_DAY - roomToday, NOTICE_EMAILS_PER_SENDER_PER_DAY);
  const job = await createJob({ posterId: poster.member.id, title: "Gaffer" });
  for (const applicant of applicants) await applyToJob(db(), applicant.member.id, job.id, {});
  const edit = async (fields: Record<string, string>) => {
    const reply = await callRoute(
      editAction,
      post(`/jobs/${job.id}/edit`, jobForm(fields), { cookie: poster.cookie }),
      { id: String(job.id) },
    );
    expect(reply.status).toBe(302);
    expect(await tellGatheredPostingChanges()).toBe(1);
  };
  return Object.assign(edit, { poster });
}

const toldOnBell = async (member: Member) =>
  (await listNotifications(db(), member.member.id)).filter((notice) => notice.text.includes("has changed"));
const emailed = async (member: Member) =>
  (await mail()).messages.filter(
    (message) =>
      message.to.includes(member.member.email) && /update on your application/.test(message.subject),
  );
/** One after another: each delivers what is queued first. */
async function emailedEach(members: Member[]) {
  const sent = [];
  for (const member of members) sent.push(await emailed(member));
  return sent;
}

describe("the notices one member's doings have us email", () => {
  it("stop at the sender's daily cap; every notice is still on the bell", async () => {
    const applicants = await Promise.all([1, 2, 3, 4].map(() => signedInMember()));
    const edit = await postingWith(applicants, 3);
    await edit({ payMin: "90000" });
    const emails = await emailedEach(applicants);
    for (const applicant of applicants) expect(await toldOnBell(applicant)).toHaveLength(1);
    expect(emails.filter((sent) => sent.length === 1)).toHaveLength(3);
    expect(emails.filter((sent) => sent.length === 0)).toHaveLength(1);
    // Over the cap, a later change is on every bell and in nobody's inbox.
    await edit({ payMin: "95000" });
    for (const applicant of applicants) expect(await toldOnBell(applicant)).toHaveLength(2);
    expect((await emailedEach(applicants)).flat()).toHaveLength(3);
  });

  it("stop at a few a day from one member to any one member", async () => {
    const applicant = await signedInMember();
    const edit = await postingWith([applicant]);
    const pair = pairCapKey(edit.poster.member.id, applicant.member.id);
    await alreadyEmailed(pair, NOTICE_EMAILS_PER_RECIPIENT_PER_DAY - 2, NOTICE_EMAILS_PER_RECIPIENT_PER_DAY);
    for (const payMin of ["90000", "95000", "99000"]) await edit({ payMin });
    expect(await toldOnBell(applicant)).toHaveLength(3);
    expect(await emailed(applicant)).toHaveLength(2);
    // Another member's doings count apart.
    const other = await postingWith([applicant]);
    await other({ payMin: "90000" });
    expect(await emailed(applicant)).toHaveLength(3);
  });
});

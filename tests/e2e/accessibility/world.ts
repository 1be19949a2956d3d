import { asc, eq } from "drizzle-orm";
import { feedPosts, portfolioItems, productionMembers, productions } from "~/db/schema";
import type { ProfileCredit } from "~/db/schema/talent";
import { inviteMember } from "~/features/productions/production-members.server";
import { createProduction } from "~/features/productions/save-production.server";
import { requestStaffReview } from "~/features/productions/staff-review.server";
import { requestConfirmations } from "~/features/profiles/credit-confirmations.server";
import { setFollowing } from "~/features/social/follows/follow-profile.server";
import { linkTitleProduction } from "~/features/staff/title-productions.server";
import {
  createApplication,
  createAudition,
  createJob,
  createMember,
  createMessage,
  createProfile,
  createProject,
} from "../../factories";
import { e2eDatabase } from "../database";

/**
 * What the signed-in pages need to show something real, made once per worker
 * with the factories: a poster with an audition, a job and a project, each
 * with an application from a second member, a conversation between the two
 * (so the poster has a notification and an unread message), and a staff member.
 * The poster owns two productions: one whose invitation waits for
 * the applicant's answer, one waiting for staff to check its registration;
 * an audition of theirs is held for asking applicants for money; both credit
 * a library title and belong to a verified production staff linked to it
 * (decision 066), and the applicant has asked the poster to confirm theirs.
 */
export async function buildAccessibilityWorld() {
  const db = (await e2eDatabase()).db;
  // Outside every city and role other specs filter on, so their searches never meet these people.
  const elsewhere = { location: "Shillong, Meghalaya", cityId: null, categories: [] };
  const credit = (role: string): ProfileCredit => ({
    kind: "credit",
    role,
    production: "Kolkata Quartet",
    year: null,
    details: "",
    mediaType: "series",
    mediaId: "kolkata-quartet",
  });
  const poster = await createMember({ name: "Kavya Axe" });
  const posterProfile = await createProfile(poster, {
    ...elsewhere,
    role: "Casting Director",
    experience: [credit("Casting Director")],
  });
  const applicant = await createMember({ name: "Rohan Axe" });
  const applicantProfile = await createProfile(applicant, {
    ...elsewhere,
    role: "Puppeteer",
    experience: [credit("Puppeteer")],
  });
  // A member who has applied to nothing, with what widens a phone's page: a long name, a long role
  // and portfolio titles as long as the editor takes (the apply forms list them to attach).
  const newcomer = await createMember({ name: "Venkata Lakshminarasimha Subrahmanya Axe-Ramanujam" });
  const newcomerProfile = await createProfile(newcomer, {
    ...elsewhere,
    role: "Assistant Director, Second Unit Cinematographer and Continuity Supervisor",
  });
  await db.insert(portfolioItems).values(
    ["Showreel", "Monologue"].map((kind, position) => ({
      id: `p-axe-newcomer-${kind}-${Date.now()}`,
      profileId: newcomerProfile.id,
      type: "video" as const,
      title: `${kind}: Naatak Company's touring production of Andha Yug, Act Two`.slice(0, 60),
      url: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      position,
    })),
  );
  const staff = await createMember({ name: "Staff Axe", staff: true });
  await createProfile(staff, { ...elsewhere, role: "Moderator" });

  const away = { location: "Police Bazaar, Shillong", cityId: null };
  const audition = await createAudition({
    ...away,
    title: "Lead for a stage musical",
    posterId: poster.id,
    company: "Axe Theatre Company",
  });
  const job = await createJob({ ...away, title: "Assistant Editor", posterId: poster.id });
  const project = await createProject({ ...away, title: "A monsoon short film", posterId: poster.id });
  for (const posting of [
    { kind: "audition", id: audition.id },
    { kind: "job", id: job.id },
    { kind: "project", id: project.id },
  ] as const) {
    await createApplication({
      posting,
      posterId: poster.id,
      applicantId: applicant.id,
      note: "Trained at the National School of Drama; free all month.",
    });
  }
  // The applicant follows the poster: the poster's followers list has someone, their bell a notice.
  await setFollowing(db, applicant.id, posterProfile.id, true);
  const sent = await createMessage(applicant.id, posterProfile.id, "Namaste! I have applied to all three.");
  const production = await createProduction(db, poster.id, {
    name: "Axe Theatre Productions",
    kind: "theatre-group",
    website: "https://www.axetheatre.example",
    about: "Stage musicals in Khasi and English, touring the North East.",
  });
  await inviteMember(db, poster.id, production.id, { username: applicantProfile.username, role: "casting" });
  const reviewed = await createProduction(db, poster.id, {
    name: "Axe Screen Collective",
    kind: "independent-film",
    website: "https://axescreen.example",
  });
  await requestStaffReview(db, poster.id, reviewed.id, {
    gstin: "27AAPFU0939F1ZV",
    companyNumber: undefined,
  });
  // Both may confirm credits on the title: members of a verified production staff linked to it.
  const maker = await createProduction(db, staff.id, {
    name: "Axe Kolkata Films",
    kind: "independent-film",
    website: "https://axekolkata.example",
  });
  await db
    .update(productions)
    .set({ verifiedAt: new Date(), verifiedMethod: "staff", verifiedDetail: "GSTIN 19AABCA1234F1Z5" })
    .where(eq(productions.id, maker.id));
  await db.insert(productionMembers).values([
    { productionId: maker.id, userId: poster.id, role: "member" },
    { productionId: maker.id, userId: applicant.id, role: "member" },
  ]);
  await linkTitleProduction(db, staff.id, { title: "kolkata-quartet", production: maker.slug });
  await requestConfirmations(db, applicant.id, "kolkata-quartet", [posterProfile.id]);
  await createAudition({
    ...away,
    title: "Chorus for a stage musical",
    posterId: poster.id,
    company: "Axe Theatre Company",
    description: "A registration fee of ₹500 confirms your slot.",
    heldAt: new Date(),
    heldReason: "registration fee",
  });
  const [post] = await db.select({ id: feedPosts.id }).from(feedPosts).orderBy(asc(feedPosts.id)).limit(1);

  return {
    poster: { id: poster.id, profileId: posterProfile.id, username: posterProfile.username },
    applicant: { id: applicant.id, profileId: applicantProfile.id, username: applicantProfile.username },
    staff: { id: staff.id },
    newcomer: { id: newcomer.id },
    auditionId: audition.id,
    jobId: job.id,
    projectId: project.id,
    productionSlug: production.slug,
    conversationId: sent.conversationId,
    postId: post!.id,
  };
}

export type AccessibilityWorld = Awaited<ReturnType<typeof buildAccessibilityWorld>>;

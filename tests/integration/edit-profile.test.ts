import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portfolioItems, productions, profiles, uploadedImages, user, usernameRedirects } from "~/db/schema";
import { isOwnProductionSite } from "~/features/productions/member-websites.server";
import { createProduction } from "~/features/productions/save-production.server";
import { PROFILE_MESSAGES } from "~/features/profiles/edit/profile-edit-schema";
import { TOO_MANY_WRITES } from "~/features/security/rate-limit.server";
import { dayInIndia } from "~/lib/india-days";
import { action as editAction, loader as editLoader } from "~/routes/edit-profile";
import { action as loginAction } from "~/routes/login";
import { loader as byIdLoader } from "~/routes/profile-by-id";
import { action as profileAction, loader as profileLoader } from "~/routes/public-profile";
import { signedInMember } from "../factories";
import { get, post, STRONG_PASSWORD } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

const randomIp = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A stored image row, as the upload route leaves it, owned by `ownerId`. */
async function uploadedImage(ownerId: string, purpose: "avatar" | "portfolio") {
  const id = randomUUID();
  await db()
    .insert(uploadedImages)
    .values({ id, ownerId, purpose, storageKey: id, width: 400, height: 400, bytes: 1000 });
  return id;
}

function fullForm(overrides: Record<string, string> = {}) {
  return {
    name: "Devika Rao",
    role: "Actor",
    location: "Mumbai, Maharashtra",
    bio: "Stage and screen actor.",
    username: `devika-${Math.random().toString(36).slice(2, 8)}`,
    availability: "Limited Availability",
    contactVisibility: "everyone",
    representation: "Kite Talent, Mumbai",
    email: " Devika@Example.com ",
    website: "https://www.behance.net/devika",
    instagram: "https://www.instagram.com/devika",
    twitter: "https://x.com/devika",
    linkedin: "https://www.linkedin.com/in/devika",
    imdb: "https://www.imdb.com/name/nm0000002/",
    facebook: "",
    youtube: "",
    videoPitchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    categories: JSON.stringify(["acting", "dance"]),
    skills: JSON.stringify(["Kathak", "kathak", " ", "Improvisation"]),
    languages: JSON.stringify(["Marathi", "Hindi"]),
    education: JSON.stringify(["Diploma in Acting, FTII Pune"]),
    awards: JSON.stringify(["Best Actor 2023", "Best Debut 2019", "Jury Mention 2018"]),
    instagramPosts: JSON.stringify(["https://instagram.com/p/Cx1AbCd9e/"]),
    experience: JSON.stringify([
      {
        kind: "credit",
        role: "Lead",
        production: "Monsoon Letters",
        year: 2023,
        mediaType: "movie",
        mediaId: "monsoon-letters",
      },
      { kind: "text", text: "Ten years of Marathi theatre" },
    ]),
    portfolio: JSON.stringify([{ type: "video", title: "Showreel", url: "https://vimeo.com/76979871" }]),
    photo: "",
    ...overrides,
  };
}

const save = (cookie: string, profileId: number, fields: Record<string, string>) =>
  callRoute(editAction, post(`/edit-profile/${profileId}`, fields, { cookie }), { id: String(profileId) });

describe("profile editing", () => {
  it("lets only the owner open the editor", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const other = await signedInMember({ name: "Someone Else" });
    const id = String(owner.profile.id);

    const mine = await callRoute(editLoader, get(`/edit-profile/${id}`, { cookie: owner.cookie }), { id });
    expect(mine.status).toBe(200);
    expect((mine.body as { profile: { username: string } }).profile.username).toBe(owner.profile.username);

    expect(
      (await callRoute(editLoader, get(`/edit-profile/${id}`, { cookie: other.cookie }), { id })).status,
    ).toBe(404);
    expect(
      (await callRoute(editLoader, get(`/edit-profile/999999`, { cookie: owner.cookie }), { id: "999999" }))
        .status,
    ).toBe(404);
    const signedOut = await callRoute(editLoader, get(`/edit-profile/${id}`), { id });
    expect((signedOut.body as Response).headers.get("Location")).toBe(
      `/login?redirectTo=%2Fedit-profile%2F${id}`,
    );
  });

  // Issue 23, item 3: "Finish your profile" linked to /edit-profile, which landed on the home page.
  it("opens one's own editor at /edit-profile without an id", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const noId = await callRoute(editLoader, get("/edit-profile", { cookie: owner.cookie }), {});
    expect((noId.body as Response).headers.get("Location")).toBe(`/edit-profile/${owner.profile.id}`);
    const signedOut = await callRoute(editLoader, get("/edit-profile"), {});
    expect((signedOut.body as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fedit-profile");
  });

  // Issue 23, item 8: signed out, the header's Profile opened a stranger's profile (/profile/1).
  it("opens one's own profile at /profile/me, and asks a visitor to sign in first", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const mine = await callRoute(byIdLoader, get("/profile/me", { cookie: owner.cookie }), { id: "me" });
    expect((mine.body as Response).headers.get("Location")).toBe(`/u/${owner.profile.username}`);
    const visitor = await callRoute(byIdLoader, get("/profile/me"), { id: "me" });
    expect((visitor.body as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fme");
    const withoutProfile = await signedInMember({ profile: false });
    const none = await callRoute(byIdLoader, get("/profile/me", { cookie: withoutProfile.cookie }), {
      id: "me",
    });
    expect((none.body as Response).headers.get("Location")).toBe("/edit-profile");
  });

  it("makes the profile of an account that has none, then opens its editor", async () => {
    const owner = await signedInMember({ name: "Devika Rao", profile: false });
    const noId = await callRoute(editLoader, get("/edit-profile", { cookie: owner.cookie }), {});
    const [made] = await db().select().from(profiles).where(eq(profiles.userId, owner.member.id));
    expect(made?.name).toBe("Devika Rao");
    expect((noId.body as Response).headers.get("Location")).toBe(`/edit-profile/${made?.id}`);
  });

  it("saves every section and goes to the profile under its new name", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const form = fullForm();
    const { status, body } = await save(owner.cookie, owner.profile.id, form);
    expect(status).toBe(302);
    expect((body as Response).headers.get("Location")).toBe(`/u/${form.username}`);

    const [saved] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(saved).toMatchObject({
      name: "Devika Rao",
      username: form.username,
      cityId: "mumbai",
      availability: "Limited Availability",
      email: "devika@example.com",
      skills: ["Kathak", "Improvisation"],
      categories: ["acting", "dance"],
      videoPitchUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      instagramPosts: ["https://www.instagram.com/p/Cx1AbCd9e/"],
      socialLinks: {
        instagram: "https://www.instagram.com/devika",
        twitter: "https://x.com/devika",
        linkedin: "https://www.linkedin.com/in/devika",
        imdb: "https://www.imdb.com/name/nm0000002/",
      },
    });
    expect(saved!.experience).toHaveLength(2);
    const portfolio = await db()
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.profileId, owner.profile.id));
    expect(portfolio).toEqual([
      expect.objectContaining({
        type: "video",
        title: "Showreel",
        url: "https://player.vimeo.com/video/76979871",
      }),
    ]);
    expect(portfolio[0]!.id).toMatch(/^p\d{13}/);

    const page = await callRoute(profileLoader, get(`/u/${form.username}`), { username: form.username });
    expect(page.body).toMatchObject({
      credits: [
        expect.objectContaining({ title: "Monsoon Letters", mediaId: "monsoon-letters", year: 2023 }),
      ],
      notes: ["Ten years of Marathi theatre"],
      contact: { visible: true, email: "devika@example.com" },
    });
  });

  it("stores Free from and the work schedule, shows them, and clears them when emptied", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const inAMonth = dayInIndia(new Date(Date.now() + 30 * 86_400_000));
    const stored = async () =>
      (
        await db()
          .select({ availableFrom: profiles.availableFrom, workSchedule: profiles.workSchedule })
          .from(profiles)
          .where(eq(profiles.id, owner.profile.id))
      )[0];
    const form = fullForm({ availableFrom: inAMonth, workSchedule: "weekends" });
    expect((await save(owner.cookie, owner.profile.id, form)).status).toBe(302);
    expect(await stored()).toEqual({ availableFrom: inAMonth, workSchedule: "weekends" });

    const id = String(owner.profile.id);
    const editor = await callRoute(editLoader, get(`/edit-profile/${id}`, { cookie: owner.cookie }), { id });
    expect((editor.body as { profile: object }).profile).toMatchObject({
      availableFrom: inAMonth,
      workSchedule: "weekends",
    });
    const page = await callRoute(profileLoader, get(`/u/${form.username}`), { username: form.username });
    expect((page.body as { profile: object }).profile).toMatchObject({
      availability: "Limited Availability",
      availableFrom: inAMonth,
      workSchedule: "weekends",
    });

    // Emptied: free now, schedule not said.
    const emptied = fullForm({ username: form.username, availableFrom: "", workSchedule: "" });
    expect((await save(owner.cookie, owner.profile.id, emptied)).status).toBe(302);
    expect(await stored()).toEqual({ availableFrom: null, workSchedule: null });

    // A day that has come means free now, and is stored as none; the schedule stays.
    const today = dayInIndia(new Date());
    for (const day of [today, "2020-05-01"]) {
      const passed = fullForm({ username: form.username, availableFrom: day, workSchedule: "part-time" });
      expect((await save(owner.cookie, owner.profile.id, passed)).status).toBe(302);
      expect(await stored()).toEqual({ availableFrom: null, workSchedule: "part-time" });
    }
  });

  it("refuses a Free from that is no real day or too far ahead, and an unknown schedule", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const threeYears = dayInIndia(new Date(Date.now() + 3 * 366 * 86_400_000));
    for (const [fields, field, message] of [
      [{ availableFrom: "2027-02-30" }, "availableFrom", PROFILE_MESSAGES.availableFrom],
      [{ availableFrom: "next week" }, "availableFrom", PROFILE_MESSAGES.availableFrom],
      [{ availableFrom: threeYears }, "availableFrom", PROFILE_MESSAGES.availableFromTooFar],
      [{ workSchedule: "evenings" }, "workSchedule", PROFILE_MESSAGES.workSchedule],
    ] as const) {
      const { status, body } = await save(owner.cookie, owner.profile.id, fullForm({ ...fields }));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect((body as { result: { error: Record<string, string[]> } }).result.error[field]).toEqual([
        message,
      ]);
    }
    const [unchanged] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(unchanged).toMatchObject({
      username: owner.profile.username,
      availableFrom: null,
      workSchedule: null,
    });
  });

  it("answers bad input with the spec's messages and leaves the profile as it was", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const { status, body } = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({
        name: "D",
        videoPitchUrl: "javascript:alert(1)",
        username: "no spaces",
      }),
    );
    expect(status).toBe(400);
    const errors = (body as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.name).toEqual([PROFILE_MESSAGES.nameShort]);
    expect(errors.videoPitchUrl).toEqual([PROFILE_MESSAGES.videoPitch]);
    expect(errors.username).toEqual([PROFILE_MESSAGES.usernamePattern]);
    const [unchanged] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(unchanged).toMatchObject({ name: "Devika Rao", username: owner.profile.username, website: null });
  });

  it("takes a portfolio service's page or the site of a verified production the member belongs to as the website, and no other", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const websiteError = async (website: string) => {
      const { status, body } = await save(owner.cookie, owner.profile.id, fullForm({ website }));
      return status === 302
        ? null
        : (body as { result: { error: Record<string, string[]> } }).result.error.website;
    };
    expect(await websiteError("https://example.com")).toEqual([PROFILE_MESSAGES.website]);
    expect(await websiteError("https://www.behance.net/devika")).toBeNull();

    // Her casting agency, not yet verified: its site is refused; verified, it and its subdomains are hers to name.
    const agency = await createProduction(db(), owner.member.id, {
      name: "Rao Casting Company",
      kind: "casting-agency",
      website: "https://www.raocasting.example",
    });
    expect(await websiteError("https://raocasting.example/team")).toEqual([PROFILE_MESSAGES.website]);
    await db()
      .update(productions)
      .set({ verifiedAt: new Date(), verifiedMethod: "domain", verifiedDetail: "raocasting.example" })
      .where(eq(productions.id, agency.id));
    expect(await websiteError("https://raocasting.example/team")).toBeNull();
    expect(await websiteError("https://casting.raocasting.example/")).toBeNull();
    const [saved] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(saved?.website).toBe("https://casting.raocasting.example/");

    // Another member cannot borrow it, and a suspended owner's production vouches for no one.
    const stranger = await signedInMember({ name: "Someone Else" });
    const borrowed = await save(
      stranger.cookie,
      stranger.profile.id,
      fullForm({ website: "https://raocasting.example" }),
    );
    expect(borrowed.status).toBe(400);
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, owner.member.id));
    expect(await isOwnProductionSite(db(), owner.member.id, "https://raocasting.example")).toBe(false);
  });

  it("refuses another account's save, photo and portfolio images", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const intruder = await signedInMember({ name: "Intruder Person" });
    const attempt = await save(intruder.cookie, owner.profile.id, fullForm({ name: "Hacked Name" }));
    expect(attempt.status).toBe(404);
    const [unchanged] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(unchanged!.name).toBe("Devika Rao");

    // The owner cannot attach someone else's uploads either.
    const theirPhoto = await uploadedImage(intruder.member.id, "avatar");
    const photo = await save(owner.cookie, owner.profile.id, fullForm({ photo: theirPhoto }));
    expect(photo.status).toBe(400);
    expect((photo.body as { result: { error: Record<string, string[]> } }).result.error.photo).toEqual([
      PROFILE_MESSAGES.photo,
    ]);
    const theirImage = await uploadedImage(intruder.member.id, "portfolio");
    const portfolio = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({ portfolio: JSON.stringify([{ type: "image", title: "Still", imageId: theirImage }]) }),
    );
    expect(portfolio.status).toBe(400);
    expect(
      await db().select().from(portfolioItems).where(eq(portfolioItems.profileId, owner.profile.id)),
    ).toEqual([]);
  });

  it("attaches the owner's own photo and portfolio image by their stored address", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const photo = await uploadedImage(owner.member.id, "avatar");
    const still = await uploadedImage(owner.member.id, "portfolio");
    const result = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({
        photo,
        portfolio: JSON.stringify([
          { type: "image", title: "Still", imageId: still, url: "javascript:alert(1)" },
        ]),
      }),
    );
    expect(result.status).toBe(302);
    const [saved] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(saved!.imageId).toBe(photo);
    const [item] = await db()
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.profileId, owner.profile.id));
    expect(item!.url).toMatch(new RegExp(`^/uploads/${still}-\\d+\\.webp$`));
  });

  it("renames: the old username redirects permanently, and taken names are refused", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const other = await signedInMember({ name: "Other Person" });
    const oldName = owner.profile.username;

    const taken = await save(owner.cookie, owner.profile.id, fullForm({ username: other.profile.username }));
    expect((taken.body as { result: { error: Record<string, string[]> } }).result.error.username).toEqual([
      PROFILE_MESSAGES.usernameTaken,
    ]);

    const newName = `devika-new-${Math.random().toString(36).slice(2, 7)}`;
    expect((await save(owner.cookie, owner.profile.id, fullForm({ username: newName }))).status).toBe(302);
    const old = await callRoute(profileLoader, get(`/u/${oldName}`), { username: oldName });
    expect(old.status).toBe(301);
    expect((old.body as Response).headers.get("Location")).toBe(`/u/${newName}`);
    const byOldName = await callRoute(byIdLoader, get(`/profile/${oldName}`), { id: oldName });
    expect((byOldName.body as Response).headers.get("Location")).toBe(`/u/${newName}`);

    // Taking the old name back removes its redirect, so it is the live profile again.
    expect((await save(owner.cookie, owner.profile.id, fullForm({ username: oldName }))).status).toBe(302);
    expect((await callRoute(profileLoader, get(`/u/${oldName}`), { username: oldName })).status).toBe(200);
    const redirects = await db()
      .select()
      .from(usernameRedirects)
      .where(eq(usernameRedirects.profileId, owner.profile.id));
    expect(redirects.map((row) => row.oldUsername)).toEqual([newName]);
  });

  it("stores text as plain text and only https links on allowed hosts", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const result = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({
        name: 'Devika <script>alert("x")</script>Rao',
        bio: '<img src=x onerror="alert(1)">Hello <b>world</b>',
        skills: JSON.stringify(["<script>alert(1)</script>Kathak"]),
        website: "",
      }),
    );
    expect(result.status).toBe(302);
    const [saved] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(saved).toMatchObject({ name: "Devika Rao", bio: "Hello world", skills: ["Kathak"] });
    const links = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({ linkedin: "javascript:alert(1)//linkedin.com" }),
    );
    expect(links.status).toBe(400);
  });

  it("refuses a credit linked to a title the media library does not have", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const result = await save(
      owner.cookie,
      owner.profile.id,
      fullForm({
        experience: JSON.stringify([
          { kind: "credit", role: "Lead", production: "X", mediaId: "no-such-title" },
        ]),
      }),
    );
    expect((result.body as { result: { error: Record<string, string[]> } }).result.error.experience).toEqual([
      PROFILE_MESSAGES.mediaTitle,
    ]);
  });

  it("shows contact details by the owner's choice", async () => {
    const owner = await signedInMember({ name: "Devika Rao" });
    const viewer = await signedInMember({ name: "Viewer Person" });
    const form = fullForm({ contactVisibility: "members" });
    await save(owner.cookie, owner.profile.id, form);
    const load = (cookie?: string) =>
      callRoute(profileLoader, get(`/u/${form.username}`, cookie ? { cookie } : {}), {
        username: form.username,
      });
    expect((await load()).body).toMatchObject({ contact: { visible: false, reason: "sign-in" } });
    expect(JSON.stringify((await load()).body)).not.toContain("devika@example.com");
    expect((await load(viewer.cookie)).body).toMatchObject({
      contact: { visible: true, email: "devika@example.com" },
    });

    await save(owner.cookie, owner.profile.id, { ...form, contactVisibility: "nobody" });
    expect((await load(viewer.cookie)).body).toMatchObject({
      contact: { visible: false, reason: "private" },
    });
    expect((await load(owner.cookie)).body).toMatchObject({ contact: { visible: true } });
  });
});

describe("sample profiles", () => {
  it("belong to real accounts that nobody can sign in to", async () => {
    const [sample] = await db().select().from(profiles).where(eq(profiles.username, "aarav-malhotra"));
    expect(sample!.userId).toBe("sample-aarav-malhotra");
    const [account] = await db().select().from(user).where(eq(user.id, sample!.userId!));
    expect(account!.email).toBe("aarav-malhotra@sample.rangmanch.in");
    const attempt = await callRoute(
      loginAction,
      post("/login", { email: account!.email, password: STRONG_PASSWORD }, { ip: randomIp() }),
    );
    expect(attempt.status).toBe(401);
  });
});

describe("write limits", () => {
  it("refuses an account's 61st profile write within a minute with a 429 and a clear message", async () => {
    const target = await signedInMember({ name: "Limit Target" });
    const fan = await signedInMember({ name: "Busy Fan" });
    const follow = (intent: string) =>
      callRoute(profileAction, post(`/u/${target.profile.username}`, { intent }, { cookie: fan.cookie }), {
        username: target.profile.username,
      });
    for (let n = 0; n < 60; n++) expect((await follow(n % 2 ? "unfollow" : "follow")).status).toBe(200);
    const refused = await follow("follow");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, message: TOO_MANY_WRITES });
  });
});

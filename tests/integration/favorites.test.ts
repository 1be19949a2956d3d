import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, profiles } from "~/db/schema";
import { FAVORITE_WRITE_LIMIT, favoriteKeysFor, listFavorites } from "~/features/favorites/favorites.server";
import { hitLimit } from "~/features/security/rate-limit.server";
import { action as favoritesAction, loader as favoritesLoader } from "~/routes/api/favorites";
import { createAudition, createProfile, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

/** A fetcher's submission: the Save buttons add `_json=1` once hydrated. */
function callJson(fields: Record<string, string>, cookie?: string) {
  return callRoute(favoritesAction, post("/api/favorites", { ...fields, _json: "1" }, { cookie }));
}

function rowsOf(userId: string) {
  return db().select().from(favorites).where(eq(favorites.userId, userId));
}

describe("saving and removing", () => {
  it("saves a profile, lists it with its page, and removes it", async () => {
    const talent = await createProfile(null, {
      name: "Meera Iyer",
      role: "Cinematographer",
      location: "Chennai, Tamil Nadu",
      skills: ["Lighting"],
      staticImageUrl: "/images/talent/meera.jpg",
    });
    const fan = await signedInMember({ name: "Fan Saver" });
    const itemId = String(talent.id);

    const saved = await callJson({ intent: "save", kind: "profile", itemId }, fan.cookie);
    expect(saved).toEqual({
      status: 200,
      body: {
        ok: true,
        intent: "save",
        kind: "profile",
        itemId,
        saved: true,
        message: "Saved to your favorites",
      },
    });
    expect(await favoriteKeysFor(db(), fan.member.id)).toEqual([`profile:${itemId}`]);
    const [item, ...rest] = await listFavorites(db(), fan.member.id);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      type: "profile",
      id: itemId,
      name: "Meera Iyer",
      role: "Cinematographer",
      location: "Chennai, Tamil Nadu",
      imageUrl: "/images/talent/meera.jpg",
      skills: ["Lighting"],
      availability: "Available for Projects",
      company: null,
      href: `/u/${talent.username}`,
    });
    expect(Number.isNaN(Date.parse(item!.savedAt))).toBe(false);

    const removed = await callJson({ intent: "remove", kind: "profile", itemId }, fan.cookie);
    expect(removed.body).toMatchObject({ ok: true, saved: false, message: "Removed from your favorites" });
    expect(await listFavorites(db(), fan.member.id)).toEqual([]);
    // Removing again is not an error.
    expect((await callJson({ intent: "remove", kind: "profile", itemId }, fan.cookie)).status).toBe(200);
  });

  it("saving twice keeps one favourite and its first time", async () => {
    const talent = await createProfile(null);
    const fan = await signedInMember({ name: "Double Saver" });
    const fields = { intent: "save", kind: "profile", itemId: String(talent.id) };
    await callJson(fields, fan.cookie);
    const [first] = await rowsOf(fan.member.id);
    const again = await callJson(fields, fan.cookie);
    expect(again.status).toBe(200);
    const rows = await rowsOf(fan.member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt).toEqual(first!.createdAt);
  });

  it("resolves saved auditions with their company and page, newest first", async () => {
    const audition = await createAudition({
      title: "Web series lead",
      company: "Tara Films",
      location: "Film City, Mumbai",
      roles: ["Lead", "Sidekick"],
      imageUrl: "/images/auditions/web.jpg",
    });
    const talent = await createProfile(null, { name: "Later Save" });
    const fan = await signedInMember({ name: "Audition Saver" });
    const saved = await callJson(
      { intent: "save", kind: "audition", itemId: String(audition.id) },
      fan.cookie,
    );
    expect(saved.body).toMatchObject({ ok: true, message: "Audition saved to your profile" });
    await callJson({ intent: "save", kind: "profile", itemId: String(talent.id) }, fan.cookie);

    const list = await listFavorites(db(), fan.member.id);
    expect(list.map((item) => item.name)).toEqual(["Later Save", "Web series lead"]);
    expect(list[1]).toMatchObject({
      type: "audition",
      id: String(audition.id),
      role: "Lead, Sidekick",
      company: "Tara Films",
      location: "Film City, Mumbai",
      imageUrl: "/images/auditions/web.jpg",
      href: `/auditions/${audition.id}`,
    });
    const removed = await callJson(
      { intent: "remove", kind: "audition", itemId: String(audition.id) },
      fan.cookie,
    );
    expect(removed.body).toMatchObject({ message: "Audition removed from your bookmarks" });
  });

  it("leaves out items deleted after they were saved", async () => {
    const talent = await createProfile(null);
    const fan = await signedInMember({ name: "Vanishing Saver" });
    await callJson({ intent: "save", kind: "profile", itemId: String(talent.id) }, fan.cookie);
    await db().delete(profiles).where(eq(profiles.id, talent.id));
    expect(await listFavorites(db(), fan.member.id)).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses unknown items with 404 and malformed input with 400, storing nothing", async () => {
    const fan = await signedInMember({ name: "Careless Saver" });
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "save", kind: "profile", itemId: "99999999" }, 404, "That item no longer exists."],
      [{ intent: "save", kind: "profile", itemId: "99999999999999" }, 404, "That item no longer exists."],
      [{ intent: "save", kind: "audition", itemId: "abc" }, 404, "That item no longer exists."],
      [{ intent: "save", kind: "job", itemId: "99999999" }, 404, "That item no longer exists."],
      [{ intent: "save", kind: "collaboration", itemId: "99999999" }, 404, "That item no longer exists."],
      [{ intent: "save", kind: "spaceship", itemId: "1" }, 400, "Unknown kind of favorite."],
      [{ intent: "save", kind: "profile", itemId: "" }, 400, "That item could not be found."],
      [{ intent: "save", kind: "profile", itemId: "1' or '1'='1" }, 400, "That item could not be found."],
      [{ intent: "save", kind: "profile" }, 400, "That item could not be found."],
      [{ intent: "explode", kind: "profile", itemId: "1" }, 400, "Unknown action."],
      [{ kind: "profile", itemId: "1" }, 400, "Unknown action."],
    ];
    for (const [fields, status, message] of cases) {
      const result = await callJson(fields, fan.cookie);
      expect({ fields, status: result.status, body: result.body }).toEqual({
        fields,
        status,
        body: { ok: false, message },
      });
    }
    expect(await rowsOf(fan.member.id)).toEqual([]);
  });

  it("sends signed-out visitors to sign in and back to the page they were on, saving nothing", async () => {
    const talent = await createProfile(null);
    const fields = { intent: "save", kind: "profile", itemId: String(talent.id) };
    // The app's own button (a fetcher) and a plain form post alike.
    const extras: Record<string, string>[] = [{ _json: "1" }, { redirectTo: `/u/${talent.username}` }];
    for (const extra of extras) {
      const request = post("/api/favorites", { ...fields, ...extra });
      request.headers.set("Referer", `http://localhost:3000/u/${talent.username}`);
      const { status, body } = await callRoute(favoritesAction, request);
      expect(status).toBe(302);
      expect((body as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fu%2F${talent.username}`);
    }
    expect(
      await db()
        .select()
        .from(favorites)
        .where(eq(favorites.itemId, String(talent.id))),
    ).toEqual([]);
  });

  it("answers GET with 405", async () => {
    const { status } = await callRoute(favoritesLoader, get("/api/favorites"));
    expect(status).toBe(405);
  });

  it("slows down an account that writes too fast", async () => {
    const talent = await createProfile(null);
    const fan = await signedInMember({ name: "Busy Saver" });
    for (let i = 0; i < FAVORITE_WRITE_LIMIT.max; i += 1)
      await hitLimit(db(), `favorites:${fan.member.id}`, FAVORITE_WRITE_LIMIT);
    const result = await callJson({ intent: "save", kind: "profile", itemId: String(talent.id) }, fan.cookie);
    expect(result.status).toBe(429);
    expect(await rowsOf(fan.member.id)).toEqual([]);
  });
});

describe("each account's own favourites", () => {
  it("one account neither sees nor removes another's favourites", async () => {
    const talent = await createProfile(null);
    const alice = await signedInMember({ name: "Alice Saver" });
    const bob = await signedInMember({ name: "Bob Saver" });
    const fields = { intent: "save", kind: "profile", itemId: String(talent.id) };
    await callJson(fields, alice.cookie);

    expect(await listFavorites(db(), bob.member.id)).toEqual([]);
    expect(await favoriteKeysFor(db(), bob.member.id)).toEqual([]);
    // Bob's remove of the same item only ever touches Bob's rows.
    const removed = await callJson({ ...fields, intent: "remove" }, bob.cookie);
    expect(removed.status).toBe(200);
    expect((await listFavorites(db(), alice.member.id)).map((item) => item.id)).toEqual([String(talent.id)]);

    // Both may save the same item; removing Bob's leaves Alice's.
    await callJson(fields, bob.cookie);
    await callJson({ ...fields, intent: "remove" }, bob.cookie);
    const stillThere = await db()
      .select()
      .from(favorites)
      .where(and(eq(favorites.itemId, String(talent.id)), eq(favorites.kind, "profile")));
    expect(stillThere.map((row) => row.userId)).toEqual([alice.member.id]);
  });
});

describe("merging what was saved while signed out", () => {
  it("adds the good entries, skips junk, unknown items, repeats and ones already saved", async () => {
    const first = await createProfile(null, { name: "Saved First" });
    const second = await createProfile(null, { name: "Saved Second" });
    const already = await createProfile(null, { name: "Already Saved" });
    const audition = await createAudition({ title: "Merged audition" });
    const fan = await signedInMember({ name: "Merge Saver" });
    await callJson({ intent: "save", kind: "profile", itemId: String(already.id) }, fan.cookie);

    const entries = [
      { kind: "profile", id: String(second.id), savedAt: "2026-03-02T10:00:00.000Z" },
      { kind: "profile", id: String(first.id), savedAt: "2026-03-01T10:00:00.000Z" },
      { kind: "profile", id: String(first.id), savedAt: "2026-03-03T10:00:00.000Z" },
      { kind: "audition", id: String(audition.id), savedAt: "not a date" },
      { kind: "profile", id: String(already.id) },
      { kind: "profile", id: "99999999" },
      { kind: "job", id: "99999999" },
      { kind: "spaceship", id: "1" },
      { kind: "profile", id: "../1" },
      "junk",
      null,
    ];
    const merged = await callJson({ intent: "merge", entries: JSON.stringify(entries) }, fan.cookie);
    expect(merged).toEqual({
      status: 200,
      body: {
        ok: true,
        intent: "merge",
        added: 3,
        skipped: 8,
        message: "Items you saved on this device are now in your favorites",
      },
    });
    const list = await listFavorites(db(), fan.member.id);
    const names = list.map((item) => item.name);
    // The first of repeated entries wins, with the time it was saved in the browser.
    expect(list.find((item) => item.name === "Saved First")?.savedAt).toBe("2026-03-01T10:00:00.000Z");
    // The audition's time was junk, so it counts as saved now; the others keep the time the browser kept.
    expect(names[0]).toBe("Merged audition");
    expect(names.slice(1).sort()).toEqual(["Already Saved", "Saved First", "Saved Second"]);
    expect(names.indexOf("Saved Second")).toBeLessThan(names.indexOf("Saved First"));

    // Sending the same list again adds nothing and fails nothing.
    const again = await callJson({ intent: "merge", entries: JSON.stringify(entries) }, fan.cookie);
    expect(again.body).toMatchObject({ ok: true, added: 0, skipped: entries.length, message: "" });
    expect(await rowsOf(fan.member.id)).toHaveLength(4);
  });

  it("refuses a body that is not a JSON list, and signed-out merges", async () => {
    const fan = await signedInMember({ name: "Broken Merger" });
    for (const entries of ["{oops", '{"kind":"profile"}', "x".repeat(70_000)]) {
      const result = await callJson({ intent: "merge", entries }, fan.cookie);
      expect(result).toEqual({
        status: 400,
        body: { ok: false, message: "The saved items could not be read." },
      });
    }
    expect((await callJson({ intent: "merge", entries: "[]" })).status).toBe(302);
  });
});

describe("plain form posts (no JavaScript)", () => {
  it("go back to the page with a toast, and never off the site", async () => {
    const talent = await createProfile(null);
    const fan = await signedInMember({ name: "Plain Saver" });
    const fields = { intent: "save", kind: "profile", itemId: String(talent.id) };
    const back = await callRoute(
      favoritesAction,
      post("/api/favorites", { ...fields, redirectTo: "/discover?q=actor" }, { cookie: fan.cookie }),
    );
    const response = back.body as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/discover?q=actor");
    expect(response.headers.get("Set-Cookie")).toContain("rm_toast=");
    expect(await favoriteKeysFor(db(), fan.member.id)).toEqual([`profile:${talent.id}`]);

    const offSite = await callRoute(
      favoritesAction,
      post(
        "/api/favorites",
        { ...fields, intent: "remove", redirectTo: "//evil.example/x" },
        { cookie: fan.cookie },
      ),
    );
    expect((offSite.body as Response).headers.get("Location")).toBe("/");

    const missing = await callRoute(
      favoritesAction,
      post("/api/favorites", { ...fields, itemId: "99999999", redirectTo: "/jobs" }, { cookie: fan.cookie }),
    );
    expect((missing.body as Response).headers.get("Location")).toBe("/jobs");
    expect((missing.body as Response).headers.get("Set-Cookie")).toContain("rm_toast=");
  });

  it("take what to save from the pressed button's own value (the page's one form)", async () => {
    const talent = await createProfile(null);
    const fan = await signedInMember({ name: "Button Saver" });
    const pressed = (favorite: string) =>
      callRoute(
        favoritesAction,
        post("/api/favorites", { favorite, redirectTo: "/discover" }, { cookie: fan.cookie }),
      );

    const saved = await pressed(`save profile ${talent.id}`);
    expect((saved.body as Response).headers.get("Location")).toBe("/discover");
    expect(await favoriteKeysFor(db(), fan.member.id)).toEqual([`profile:${talent.id}`]);

    await pressed(`remove profile ${talent.id}`);
    expect(await favoriteKeysFor(db(), fan.member.id)).toEqual([]);

    // A value that is not a button's: refused as unreadable, nothing stored.
    for (const junk of ["save", "save profile", `save profile ${talent.id} extra`, "steal profile 1"]) {
      const refused = await pressed(junk);
      expect(refused.status, junk).toBe(400);
    }
    expect(await favoriteKeysFor(db(), fan.member.id)).toEqual([]);
  });
});

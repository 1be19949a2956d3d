import { describe, expect, it } from "vitest";
import { loader as profileByIdLoader } from "~/routes/profile-by-id";
import { loader as publicProfileLoader } from "~/routes/public-profile";
import { createProfile } from "../factories";
import { callRoute, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

describe("public profile", () => {
  it("shows a profile by username with its categories", async () => {
    const created = await createProfile(null, {
      name: "Rhea D'Souza",
      role: "Actor",
      bio: "Theatre first.",
      categories: ["acting", "not-a-category"],
      skills: ["Improv", "Kathak", "Hindi", "Marathi"],
    });
    const { status, body } = await callRoute(publicProfileLoader, getRequest(`/u/${created.username}`), {
      username: created.username,
    });
    expect(status).toBe(200);
    const data = body as Awaited<ReturnType<typeof publicProfileLoader>>;
    expect(data.profile).toMatchObject({ name: "Rhea D'Souza", role: "Actor", cityName: "Mumbai" });
    expect(data.categories.map((c) => c.slug)).toEqual(["acting"]);
  });

  it("answers an unknown username with 404, not a stand-in profile", async () => {
    const { status } = await callRoute(publicProfileLoader, getRequest("/u/nobody-here"), {
      username: "nobody-here",
    });
    expect(status).toBe(404);
  });
});

describe("/profile/{id}", () => {
  it("redirects an id or a username to /u/{username}", async () => {
    const created = await createProfile(null);
    for (const id of [String(created.id), created.username]) {
      const { body } = await callRoute(profileByIdLoader, getRequest(`/profile/${id}`), { id });
      expect((body as Response).status).toBe(302);
      expect((body as Response).headers.get("Location")).toBe(`/u/${created.username}`);
    }
  });

  it.each(["999999", "99999999999999999999", "no-such-person"])("answers %j with 404", async (id) => {
    const { status } = await callRoute(profileByIdLoader, getRequest(`/profile/${id}`), { id });
    expect(status).toBe(404);
  });

  it("finds the seeded sample profiles", async () => {
    const { body } = await callRoute(profileByIdLoader, getRequest("/profile/1"), { id: "1" });
    expect((body as Response).headers.get("Location")).toMatch(/^\/u\/[a-z0-9-]+$/);
  });
});

describe("odd usernames", () => {
  it.each(["\u0000", "a b", "x".repeat(200), "ünïcode"])("%j is simply not found", async (username) => {
    const { status } = await callRoute(publicProfileLoader, getRequest("/u/x"), { username });
    expect(status).toBe(404);
    const byId = await callRoute(profileByIdLoader, getRequest("/profile/x"), { id: username });
    expect(byId.status).toBe(404);
  });
});

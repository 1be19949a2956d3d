import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaCast, mediaTitles, user } from "~/db/schema";
import { LIBRARY_LIST_LIMIT } from "~/features/library/library-filters";
import { loader as libraryLoader } from "~/routes/library";
import { loader as mediaLoader } from "~/routes/media";
import { createMember, createProfile } from "../factories";
import { createAppHandler } from "../support/app-handler";
import { get } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type LibraryPage = {
  titles: { id: string; title: string; cast: { shown: { name: string }[]; more: number } }[];
  options: { languages: string[]; industries: string[] };
};
type MediaPage = {
  title: { id: string; title: string; genres: string[] };
  trailerEmbedUrl: string | null;
  cast: { id: number; name: string; character: string }[];
  credited: { id: number; name: string; roles: string[] }[];
  related: { id: string }[];
};

const library = async (query = "") =>
  (await callRoute(libraryLoader, get(`/library${query}`))).body as LibraryPage;
const ids = (page: LibraryPage) => page.titles.map((title) => title.id).sort();
const media = (id: string) => callRoute(mediaLoader, get(`/media/${id}`), { id });

describe("/library", () => {
  it("lists the seeded titles, newest first, with the languages and industries they have", async () => {
    const page = await library();
    expect(page.titles.map((title) => title.id)).toContain("monsoon-letters");
    expect(page.titles).toHaveLength(8);
    expect(page.titles[0]!.id).toBe("the-last-local"); // released 2025
    expect(page.options.languages).toEqual(["Bengali", "Hindi", "Marathi", "Tamil"]);
    expect(page.options.industries).toContain("Kollywood");
  });

  it("narrows by type tab, by any of several languages and industries, and by words in the title or description in any case", async () => {
    expect(ids(await library("?type=series"))).toEqual(["crime-beat-mumbai", "kolkata-quartet"]);
    expect(ids(await library("?type=ott"))).toEqual(["kabaddi-nights"]);
    expect(ids(await library("?language=Tamil&language=Bengali"))).toEqual([
      "kolkata-quartet",
      "the-thanjavur-house",
    ]);
    expect(ids(await library("?type=movie&language=Hindi"))).toEqual(["monsoon-letters", "shor-gully"]);
    expect(ids(await library("?industry=Kollywood"))).toEqual(["the-thanjavur-house"]);
    // "kabaddi" is in Kabaddi Nights' title; "NIGHT SHIFT" only in Crime Beat Mumbai's description.
    expect(ids(await library("?q=KABADDI"))).toEqual(["kabaddi-nights"]);
    expect(ids(await library("?q=night%20shift"))).toEqual(["crime-beat-mumbai"]);
    expect(ids(await library("?q=monsoon&language=Tamil"))).toEqual([]);
  });

  it("takes the user's % and _ as themselves, and an unknown tab or odd choice as no filter", async () => {
    expect(ids(await library("?q=%25"))).toEqual([]);
    expect(ids(await library("?q=_"))).toEqual([]);
    expect((await library("?type=<script>")).titles).toHaveLength(8);
    expect(ids(await library(`?language=${"x".repeat(500)}`))).toHaveLength(8);
  });

  it("shows each card's first 2 cast members, then how many more", async () => {
    const extra = await Promise.all(
      ["One", "Two", "Three"].map((name) => createProfile(null, { name: `Extra ${name}` })),
    );
    await db()
      .insert(mediaCast)
      .values(
        extra.map((profile, i) => ({ mediaId: "shor-gully", profileId: profile.id, position: 10 + i })),
      );
    const card = (await library("?q=shor")).titles[0]!;
    expect(card.cast.shown.map((member) => member.name)).toEqual(["Ishita Banerjee", "Sanya Bhatt"]);
    expect(card.cast.more).toBe(3);
  });

  it("keeps the list to its limit however many titles there are", async () => {
    await db()
      .insert(mediaTitles)
      .values(
        Array.from({ length: LIBRARY_LIST_LIMIT + 5 }, (_, i) => ({
          id: `bulk-${i}`,
          title: `Bulk title ${i}`,
          type: "documentary" as const,
        })),
      );
    expect((await library()).titles).toHaveLength(LIBRARY_LIST_LIMIT);
    await db().delete(mediaTitles).where(eq(mediaTitles.type, "documentary"));
    await db()
      .insert(mediaTitles)
      .values({ id: "songs-of-the-ghats", title: "Songs of the Ghats", type: "documentary" });
  });
});

describe("/media/{id}", () => {
  it("shows a title with its cast linked to real profiles, its trailer embed and related titles sharing a genre", async () => {
    const reply = await media("monsoon-letters");
    expect(reply.status).toBe(200);
    const page = reply.body as MediaPage;
    expect(page.title.title).toBe("Monsoon Letters");
    expect(page.cast.map((member) => [member.name, member.character])).toEqual([
      ["Aarav Malhotra", "Rehaan"],
      ["Ishita Banerjee", "Noor (singing voice)"],
    ]);
    expect(page.trailerEmbedUrl).toMatch(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.length).toBeLessThanOrEqual(4);
    expect(page.related.map((title) => title.id)).not.toContain("monsoon-letters");
    const relatedGenres = await db()
      .select({ id: mediaTitles.id, genres: mediaTitles.genres })
      .from(mediaTitles);
    for (const related of page.related) {
      const genres = relatedGenres.find((row) => row.id === related.id)!.genres;
      expect(genres.some((genre) => page.title.genres.includes(genre))).toBe(true);
    }
  });

  it("lists a member who links a credit to the title, and not once their account is suspended", async () => {
    const member = await createMember({ name: "Leela Menon" });
    const profile = await createProfile(member, {
      experience: [
        {
          kind: "credit",
          role: "Assistant Director",
          production: "Kabaddi Nights",
          year: 2024,
          details: "",
          mediaType: "ott",
          mediaId: "kabaddi-nights",
        },
      ],
    });
    const page = (await media("kabaddi-nights")).body as MediaPage;
    expect(page.credited).toContainEqual(
      expect.objectContaining({ id: profile.id, roles: ["Assistant Director"] }),
    );

    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, member.id));
    const after = (await media("kabaddi-nights")).body as MediaPage;
    expect(after.credited.map((person) => person.id)).not.toContain(profile.id);
  });

  it("answers an unknown or hostile id with the 404 'Media not found'", async () => {
    for (const id of ["no-such-title", "' or 1=1 --", "%00", "x".repeat(3000)]) {
      const reply = await media(id);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: "Media not found" });
    }
  });
});

describe("the library in the sitemap", () => {
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    handle = await createAppHandler();
  });

  it("names media.xml in the index, and media.xml lists every title's page", async () => {
    const index = await (await handle(new Request("http://localhost:3000/sitemap.xml"))).text();
    expect(index).toContain("/sitemaps/media.xml");
    const file = await (await handle(new Request("http://localhost:3000/sitemaps/media.xml"))).text();
    expect(file).toContain("<loc>http://localhost:3000/media/monsoon-letters</loc>");
    const pages = await (await handle(new Request("http://localhost:3000/sitemaps/pages.xml"))).text();
    expect(pages).toContain("<loc>http://localhost:3000/library</loc>");
  });
});

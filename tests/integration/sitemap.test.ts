import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "~/constants/categories";
import { LEGAL_PAGES } from "~/constants/navigation";
import { auditions, jobs, profiles, projects } from "~/db/schema";
import { HELP_TOPICS } from "~/features/help/help-content";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS, type PostingKind } from "~/features/postings/posting-kinds";
import { postingPath } from "~/features/postings/posting-path";
import {
  listSitemapProfileChunks,
  listSitemapProfiles,
} from "~/features/profiles/list-sitemap-profiles.server";
import { ROBOTS_DISALLOWED } from "~/lib/sitemap.server";
import { createAudition, createJob, createProfile, createProject } from "../factories";
import { createAppHandler } from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

/** PUBLIC_URL in vitest.config.ts: every absolute URL is built on it, whatever the request's Host. */
const SITE = "http://localhost:3000";

let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

/** A GET as a crawler sends it, to a host that is not ours (the Host header is the client's to choose). */
const get = (path: string) => handle(new Request(`http://attacker.example${path}`));

/** The <loc> values of a sitemap or an index. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of private paths and names the sitemap on our origin", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of ["/account", "/edit-profile", "/staff", "/api/", "/logout", "/reset-password"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines.join("\n")).not.toContain("attacker.example");
  });
});

describe("sitemap.xml", () => {
  it("is an index of the pages' file and the profiles' and auditions' chunks, as application/xml", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    // The seeded profiles, auditions, jobs and projects all sit in the first 10,000 ids.
    expect(locsOf(xml)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/media.xml`,
      `${SITE}/sitemaps/news.xml`,
      `${SITE}/sitemaps/profiles-1.xml`,
      `${SITE}/sitemaps/auditions-1.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
      `${SITE}/sitemaps/projects-1.xml`,
      `${SITE}/sitemaps/posts-1.xml`,
      `${SITE}/sitemaps/productions-1.xml`,
    ]);
  });

  it("lists the productions' pages, verified or not", async () => {
    const xml = await (await get("/sitemaps/productions-1.xml")).text();
    expect(locsOf(xml)).toEqual(
      expect.arrayContaining([
        `${SITE}/productions/kesari-motion-pictures`,
        `${SITE}/productions/yamuna-repertory-company`,
      ]),
    );
    expect((await get("/sitemaps/productions-2.xml")).status).toBe(404);
  });

  it("lists the public pages: the site's own, help topics, legal pages and all 24 categories", async () => {
    const response = await get("/sitemaps/pages.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = locsOf(xml);
    for (const path of [
      "/",
      "/discover",
      "/auditions",
      "/jobs",
      "/about",
      "/help",
      "/subscription",
      "/contact",
      "/advertise",
    ]) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    for (const topic of HELP_TOPICS) expect(locs).toContain(`${SITE}/help/${topic.slug}`);
    for (const page of LEGAL_PAGES) expect(locs).toContain(`${SITE}/legal/${page.slug}`);
    expect(CATEGORY_SLUGS).toHaveLength(24);
    for (const slug of CATEGORY_SLUGS) expect(locs).toContain(`${SITE}/category/${slug}`);
    expect(locs).toContain(`${SITE}/category/acting`);
    expect(new Set(locs).size).toBe(locs.length);
    // Nothing robots.txt keeps crawlers out of.
    const disallowed = ROBOTS_DISALLOWED.filter((prefix) =>
      locs.some((loc) => new URL(loc).pathname.startsWith(prefix)),
    );
    expect(disallowed).toEqual([]);
  });

  it("lists every profile in its chunk, a seeded one and a new one, at /u/{username}", async () => {
    const created = await createProfile(null, { name: "Sitemap Newcomer" });
    const response = await get("/sitemaps/profiles-1.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const locs = locsOf(await response.text());
    expect(locs).toContain(`${SITE}/u/aarav-malhotra`);
    expect(locs).toContain(`${SITE}/u/${created.username}`);
    const count = await db().$count(profiles);
    expect(locs).toHaveLength(count);
  });

  it("lists upcoming auditions at /auditions/{id}, and leaves completed ones out", async () => {
    const upcoming = await createAudition({ title: "Sitemap upcoming" });
    const past = await createAudition({ title: "Sitemap past", daysFromNow: -5 });
    const locs = locsOf(await (await get("/sitemaps/auditions-1.xml")).text());
    expect(locs).toContain(`${SITE}/auditions/${upcoming.id}`);
    expect(locs).not.toContain(`${SITE}/auditions/${past.id}`);
    expect((await get("/sitemaps/auditions-2.xml")).status).toBe(404);
  });

  it("lists open jobs at /jobs/{id}, and leaves closed and past-deadline ones out", async () => {
    const open = await createJob({ title: "Sitemap open" });
    const past = await createJob({ title: "Sitemap past", deadlineInDays: -3, postedDaysAgo: 20 });
    const closed = await createJob({ title: "Sitemap closed" });
    await db().update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, closed.id));
    const locs = locsOf(await (await get("/sitemaps/jobs-1.xml")).text());
    expect(locs).toContain(`${SITE}/jobs/${open.id}`);
    expect(locs).not.toContain(`${SITE}/jobs/${past.id}`);
    expect(locs).not.toContain(`${SITE}/jobs/${closed.id}`);
  });

  it("lists open collaboration projects at /collaboration/{id}, and leaves completed ones out", async () => {
    const open = await createProject({ title: "Sitemap project" });
    const done = await createProject({ title: "Sitemap done" });
    await db().update(projects).set({ closedAt: new Date() }).where(eq(projects.id, done.id));
    const locs = locsOf(await (await get("/sitemaps/projects-1.xml")).text());
    expect(locs).toContain(`${SITE}/collaboration/${open.id}`);
    expect(locs).not.toContain(`${SITE}/collaboration/${done.id}`);
    expect(locsOf(await (await get("/sitemaps/pages.xml")).text())).toContain(`${SITE}/collaboration`);
  });

  // Every kind asks one definition (posting-sitemap.server.ts): an audition closed before its day
  // once stayed listed, and auditions' lastmod was when they were posted where the others' was their
  // last change.
  const TABLES = { audition: auditions, job: jobs, project: projects } as const;
  const MAKERS: Record<PostingKind, (title: string) => Promise<{ id: number }>> = {
    audition: (title) => createAudition({ title }),
    job: (title) => createJob({ title }),
    project: (title) => createProject({ title }),
  };
  it.each(POSTING_KINDS)(
    "every kind alike (%s): open ones with their last change, never a closed or a held one",
    async (kind) => {
      const table = TABLES[kind];
      const open = await MAKERS[kind](`Sitemap alike open ${kind}`);
      const closed = await MAKERS[kind](`Sitemap alike closed ${kind}`);
      const held = await MAKERS[kind](`Sitemap alike held ${kind}`);
      const changed = new Date("2026-11-20T10:30:00.000Z");
      await db().update(table).set({ updatedAt: changed }).where(eq(table.id, open.id));
      await db().update(table).set({ closedAt: new Date() }).where(eq(table.id, closed.id));
      await db().update(table).set({ heldAt: new Date() }).where(eq(table.id, held.id));
      const xml = await (
        await get(`/sitemaps/${POSTING_KIND_DEFINITIONS[kind].sitemapSection}-1.xml`)
      ).text();
      const path = (id: number) => `${SITE}${postingPath({ kind, id })}`;
      expect(xml).toContain(
        `<url><loc>${path(open.id)}</loc><lastmod>${changed.toISOString()}</lastmod></url>`,
      );
      expect(locsOf(xml)).not.toContain(path(closed.id));
      expect(locsOf(xml)).not.toContain(path(held.id));
    },
  );

  it("splits by 10,000-id ranges: a profile past the first range is in chunk 2, and an empty range is no file", async () => {
    const [far] = await db()
      .insert(profiles)
      .values({
        id: 20_000,
        username: "sitemap-far-away",
        name: "Far Away",
        role: "Editor",
        location: "Pune, Maharashtra",
      })
      .returning();
    try {
      expect(await listSitemapProfileChunks(db())).toEqual([1, 2]);
      expect(await listSitemapProfiles(db(), 2)).toEqual(["sitemap-far-away"]);

      const index = locsOf(await (await get("/sitemap.xml")).text());
      expect(index).toEqual([
        `${SITE}/sitemaps/pages.xml`,
        `${SITE}/sitemaps/media.xml`,
        `${SITE}/sitemaps/news.xml`,
        `${SITE}/sitemaps/profiles-1.xml`,
        `${SITE}/sitemaps/profiles-2.xml`,
        `${SITE}/sitemaps/auditions-1.xml`,
        `${SITE}/sitemaps/jobs-1.xml`,
        `${SITE}/sitemaps/projects-1.xml`,
        `${SITE}/sitemaps/posts-1.xml`,
        `${SITE}/sitemaps/productions-1.xml`,
      ]);
      const chunk2 = await get("/sitemaps/profiles-2.xml");
      expect(chunk2.status).toBe(200);
      expect(locsOf(await chunk2.text())).toEqual([`${SITE}/u/sitemap-far-away`]);
      expect(locsOf(await (await get("/sitemaps/profiles-1.xml")).text())).not.toContain(
        `${SITE}/u/sitemap-far-away`,
      );
      expect((await get("/sitemaps/profiles-3.xml")).status).toBe(404);
    } finally {
      await db().delete(profiles).where(eq(profiles.id, far!.id));
    }
    expect(await listSitemapProfileChunks(db())).toEqual([1]);
  });

  it.each([
    "/sitemaps/profiles-abc.xml",
    "/sitemaps/profiles-99999999999999999999.xml",
    "/sitemaps/profiles-214749.xml",
    "/sitemaps/profiles-214750.xml",
    "/sitemaps/profiles-0.xml",
    "/sitemaps/profiles-01.xml",
    "/sitemaps/profiles--1.xml",
    "/sitemaps/profiles.xml",
    "/sitemaps/pages-1.xml",
    "/sitemaps/jobs-2.xml",
    "/sitemaps/projects-2.xml",
    "/sitemaps/news-1.xml",
    "/sitemaps/%00.xml",
    "/sitemaps/%3Cscript%3E.xml",
  ])("answers %s with 404, never 500", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });
});

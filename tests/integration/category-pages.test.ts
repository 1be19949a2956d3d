import { arrayContains, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "~/constants/categories";
import { categoryRegistrations, profiles, siteEvents } from "~/db/schema";
import { REGISTRATION_MESSAGES as M } from "~/features/categories/registration-schema";
import { categoryPageMeta } from "~/features/category-pages/category-page-meta";
import type { CategoryPageData } from "~/features/category-pages/load-category-page.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { tooManySubmissionsMessage } from "~/features/security/public-form-limit.server";
import { listSubmissions } from "~/features/staff/list-submissions.server";
import { action, loader } from "~/routes/category";
import { loader as prefixLoader } from "~/routes/category-prefix";
import { createProfile, signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { callRoute, formRequest, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type LoaderBody = { urls: { origin: string; canonical: string }; page: CategoryPageData };
type ActionBody = {
  ok: boolean;
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

const read = async (path: string, fn: typeof loader | typeof prefixLoader = loader) => {
  const reply = await callRoute(fn, getRequest(path));
  return { status: reply.status, body: reply.body as LoaderBody };
};
const shown = (body: LoaderBody) => {
  if (body.page.kind !== "category") throw new Error(`not a category page: ${body.page.kind}`);
  return body.page;
};

/** The "stunts" category belongs to this file: the seed puts nobody in it. */
const SLUG = "stunts";
const TALENT = 11;

beforeAll(async () => {
  for (let n = 1; n <= TALENT; n++) {
    await createProfile(null, { name: `Stunt Performer ${n}`, role: "Stunt Performer", categories: [SLUG] });
  }
  // Another category's profile does not count.
  await createProfile(null, { name: "Dancer Elsewhere", categories: ["dance"] });
});

describe("category page loader", () => {
  it("shows the category with the real number of profiles in it", async () => {
    const [row] = await db()
      .select({ value: count() })
      .from(profiles)
      .where(arrayContains(profiles.categories, [SLUG]));
    const { status, body } = await read(`/category/${SLUG}`);
    expect(status).toBe(200);
    const page = shown(body);
    expect(page.category.slug).toBe(SLUG);
    expect(page.professionals).toBe(TALENT);
    expect(page.professionals).toBe(Number(row!.value));
    expect(page.tab).toBe("overview");
    expect(page.talent).toBeNull();
  });

  it("counts the seed's profiles too (acting has at least the sample actor)", async () => {
    const page = shown((await read("/category/acting")).body);
    expect(page.professionals).toBeGreaterThanOrEqual(1);
  });

  it("pages through the Talent tab, 8 a page, only this category's profiles", async () => {
    const first = shown((await read(`/category/${SLUG}?tab=talent`)).body);
    expect(first.talent!.talent).toHaveLength(8);
    expect(first.talent!.pageCount).toBe(2);
    expect(first.talent!.total).toBe(TALENT);
    const second = shown((await read(`/category/${SLUG}?tab=talent&page=2`)).body);
    expect(second.talent!.page).toBe(2);
    expect(second.talent!.talent).toHaveLength(TALENT - 8);
    const names = [...first.talent!.talent, ...second.talent!.talent].map((person) => person.name);
    expect(new Set(names).size).toBe(TALENT);
    expect(names.every((name) => name.startsWith("Stunt Performer"))).toBe(true);
    // Past the end: the last page, not an empty one.
    const beyond = shown((await read(`/category/${SLUG}?tab=talent&page=99`)).body);
    expect(beyond.talent!.page).toBe(2);
  });

  it("has an empty Talent tab for a category nobody is in", async () => {
    const page = shown((await read("/category/set-decoration?tab=talent")).body);
    expect(page.talent!.talent).toEqual([]);
    expect(page.professionals).toBe(0);
  });

  it("gives three upcoming events on the Events tab", async () => {
    const page = shown((await read(`/category/${SLUG}?tab=events`)).body);
    expect(page.events).toHaveLength(3);
    for (const event of page.events) expect(new Date(event.date).getTime()).toBeGreaterThan(Date.now());
  });

  it("shows the first category for /category and /category/category, and reads prefixes", async () => {
    expect(shown((await read("/category")).body).category.slug).toBe(CATEGORIES[0]!.slug);
    expect(shown((await read("/category/category")).body).category.slug).toBe(CATEGORIES[0]!.slug);
    expect(shown((await read("/dance", prefixLoader)).body).category.slug).toBe("dance");
    expect(shown((await read("/acting/directing", prefixLoader)).body).category.slug).toBe("directing");
    expect(shown((await read("/category/Sound-Design")).body).category.slug).toBe("sound-design");
  });

  it("answers an unknown slug with 404 and Category Not Found, recorded for staff", async () => {
    const { status, body } = await read("/category/puppetry");
    expect(status).toBe(404);
    expect(body.page.kind).toBe("not-found");
    expect((await read("/music/nope", prefixLoader)).status).toBe(404);
    const events = await db().select().from(siteEvents).where(eq(siteEvents.path, "/category/puppetry"));
    expect(events).toEqual([expect.objectContaining({ kind: "not_found", message: "Category not found" })]);
  });

  it("redirects deeper paths to /discover", async () => {
    for (const [path, fn] of [
      ["/category/acting/extra", loader],
      ["/acting/a/b", prefixLoader],
    ] as const) {
      const { status, body } = await callRoute(fn, getRequest(path));
      expect(status, path).toBe(302);
      expect((body as Response).headers.get("Location")).toBe("/discover");
    }
  });
});

describe("category pages through the whole app", () => {
  let handler: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    handler = await createAppHandler();
  });
  /** As a hydrated page asks for a route's data (the document itself needs the built assets: e2e). */
  const get = (path: string) => {
    const [pathname, search] = path.split("?");
    return send(
      handler,
      new Request(`http://localhost:3000${pathname!.replace(/\/$/, "")}.data${search ? `?${search}` : ""}`, {
        headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.77" },
      }),
    );
  };

  it("names /category/{slug} as canonical, with title, description and share image, from every path", async () => {
    for (const path of ["/category/dance", "/dance", "/acting/dance", "/category/DANCE?tab=talent"]) {
      const fn = path.startsWith("/category") ? loader : prefixLoader;
      const { body } = await callRoute(fn, getRequest(path));
      const tags = categoryPageMeta(body as LoaderBody) as unknown as Record<string, string>[];
      // PUBLIC_URL when set, else the request's own origin.
      const { origin } = (body as LoaderBody).urls;
      expect(tags, path).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `${origin}/category/dance`,
      });
      expect(tags).toContainEqual({ title: "Dance Professionals in India | Rangmanch Talent Hub" });
      expect(tags).toContainEqual({
        property: "og:image",
        content: `${origin}/images/categories/dance.svg`,
      });
      expect(tags).toContainEqual({
        property: "og:title",
        content: "Dance Professionals in India | Rangmanch Talent Hub",
      });
      expect(tags).toContainEqual(expect.objectContaining({ property: "og:description" }));
      expect(tags).toContainEqual(expect.objectContaining({ name: "description" }));
    }
    const missing = await callRoute(loader, getRequest("/category/puppetry"));
    expect(categoryPageMeta(missing.body as LoaderBody)).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });

  it("answers every prefix, and /category itself", async () => {
    for (const category of CATEGORIES) {
      expect((await get(`/${category.slug}`)).status, category.slug).toBe(200);
    }
    expect((await get("/category")).status).toBe(200);
    expect((await get("/category/acting?tab=talent&page=2")).status).toBe(200);
  });

  const hostile: [string, number][] = [
    ["/category/%00", 404],
    ["/category/acting%00", 404],
    ["/category/..%2F..%2Fetc%2Fpasswd", 404],
    ["/category/%E0%A4%85%E0%A4%AD%E0%A4%BF", 404],
    ["/category/ACTING%E2%80%8B", 404],
    ["/category/%", 404],
    ["/category/%E0%A4", 404],
    ["/category/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 404],
    ["/acting/__proto__", 404],
    ["/acting/constructor", 404],
    [`/category/${"a".repeat(10_000)}`, 404],
    [`/acting/${"%E0%A4%85".repeat(3_000)}`, 404],
    ["/category/acting/%00", 302],
    ["/acting/a/b/c/d", 302],
  ];
  it.each(
    hostile.map(([path, status]) => ({
      label: path.length > 60 ? `${path.slice(0, 30)}… (${path.length} characters)` : path,
      path,
      status,
    })),
  )("answers $label calmly with $status, never 500", async ({ path, status }) => {
    const reply = await get(path);
    expect(reply.status, path.slice(0, 80)).toBe(status);
    if (status === 302) expect(reply.location).toBe("/discover");
    else expect(reply.text).toContain("not-found");
  });

  it("answers dot segments as the URL parser resolves them, never with a 500", async () => {
    for (const path of ["/category/%2e%2e", "/category/%2E", "/acting/%2e%2e/%2e%2e"]) {
      expect((await get(path)).status, path).toBeLessThan(500);
    }
  });
});

describe("category registration", () => {
  let nextAddress = 0;
  const newAddress = () => `192.0.2.${100 + ++nextAddress}`;
  const valid = (n = 0) => ({
    fullName: "Arjun Shetty",
    email: `arjun${n}@example.com`,
    phone: "+91 98450 12345",
    location: "Bengaluru",
    experience: "experienced",
    bio: "Stunt performer and fight choreographer, ten Kannada features.",
    portfolio: "https://www.artstation.com/arjunshetty",
    agreeToTerms: "on",
  });
  const post = (fields: Record<string, string>, { address = newAddress(), cookie = "", path = "" } = {}) =>
    callRoute(
      action,
      formRequest(path || `/category/${SLUG}?tab=join`, fields, {
        headers: { [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { Cookie: cookie } : {}) },
      }),
    );
  const rowsFor = (email: string) =>
    db().select().from(categoryRegistrations).where(eq(categoryRegistrations.email, email));

  it("stores a valid application, sanitised, without an account", async () => {
    const { status, body } = await post({
      ...valid(1),
      fullName: "Arjun <b>Shetty</b>",
      email: " ARJUN1@example.com",
    });
    expect(status).toBe(200);
    expect((body as ActionBody).ok).toBe(true);
    expect(await rowsFor("arjun1@example.com")).toEqual([
      expect.objectContaining({
        categorySlug: SLUG,
        userId: null,
        fullName: "Arjun Shetty",
        phone: "+91 98450 12345",
        location: "Bengaluru",
        experience: "experienced",
        portfolioUrl: "https://www.artstation.com/arjunshetty",
      }),
    ]);
  });

  it("links the account when a member applies signed in, and stores no portfolio when left empty", async () => {
    const member = await signedInMember();
    const { status } = await post({ ...valid(2), portfolio: "" }, { cookie: member.cookie });
    expect(status).toBe(200);
    expect(await rowsFor("arjun2@example.com")).toEqual([
      expect.objectContaining({ userId: member.member.id, portfolioUrl: null }),
    ]);
  });

  it("stores it under the slug of the address it was posted to", async () => {
    const { status } = await post(valid(3), { path: "/category/Dance?tab=join" });
    expect(status).toBe(200);
    expect(await rowsFor("arjun3@example.com")).toEqual([expect.objectContaining({ categorySlug: "dance" })]);
  });

  it.each([
    ["fullName", "A", M.fullName],
    ["email", "arjun@", M.email],
    ["phone", "12345", M.phone],
    ["phone", "98450 12345 ext. 2", M.phoneCharacters],
    ["location", "B", M.location],
    ["experience", "", M.experience],
    ["experience", "guru", M.experience],
    ["bio", "Stunts.", M.bioTooShort],
    ["bio", "x".repeat(501), M.bioTooLong],
    ["portfolio", "https://example.com/arjun", M.portfolio],
    ["agreeToTerms", "", M.terms],
  ])("refuses %s %j with the spec's message and keeps what was typed", async (field, value, message) => {
    const fields: Record<string, string> = { ...valid(4), [field]: value };
    if (field === "agreeToTerms") delete fields.agreeToTerms;
    const { status, body } = await post(fields);
    expect(status).toBe(400);
    const { result } = body as ActionBody;
    expect(result.error?.[field]).toEqual([message]);
    expect(result.initialValue).toMatchObject({ fullName: fields.fullName, email: fields.email });
    expect(await rowsFor("arjun4@example.com")).toEqual([]);
  });

  it("refuses an application for a category that does not exist", async () => {
    const { status } = await post(valid(5), { path: "/category/puppetry?tab=join" });
    expect(status).toBe(404);
    const deep = await post(valid(5), { path: "/category/acting/x?tab=join" });
    expect(deep.status).toBe(404);
    expect(await rowsFor("arjun5@example.com")).toEqual([]);
  });

  it("refuses the 6th from one address in ten minutes with a 429, writing nothing; typos do not count", async () => {
    const address = newAddress();
    for (let n = 0; n < 3; n++)
      expect((await post({ ...valid(10), bio: "short" }, { address })).status).toBe(400);
    for (let n = 11; n <= 15; n++) expect((await post(valid(n), { address })).status).toBe(200);
    const refused = await post(valid(16), { address });
    expect(refused.status).toBe(429);
    const { result } = refused.body as ActionBody;
    expect(result.error?.[""]).toEqual([tooManySubmissionsMessage(10 * 60)]);
    expect(result.initialValue).toMatchObject({ fullName: "Arjun Shetty", email: "arjun16@example.com" });
    expect(await rowsFor("arjun16@example.com")).toEqual([]);
    expect((await post(valid(17), { address: newAddress() })).status).toBe(200);
  });

  it("lists applications for staff, newest first", async () => {
    const rows = await listSubmissions(db(), "category-registrations", 100);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row) => (row as { email: string }).email)).toContain("arjun1@example.com");
    const times = rows.map((row) => (row as { createdAt: Date }).createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

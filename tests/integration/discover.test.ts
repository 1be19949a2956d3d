import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { searchTermSearchers, searchTerms } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { listTrendingSearches } from "~/features/talent/search-terms.server";
import { signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

const ORIGIN = "http://localhost";
/** /discover's loader data, as a hydrated browser asks for it. */
const read = (search: string, cookie?: string) =>
  send(handle, new Request(`${ORIGIN}/discover.data${search}`, { headers: cookie ? { cookie } : {} }));
/** A submitted search, from a given address. */
const submit = (fields: Record<string, string>, ip = "203.0.113.9", cookie?: string) =>
  send(
    handle,
    new Request(`${ORIGIN}/discover.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        [CLIENT_ADDRESS_HEADER]: ip,
        ...(cookie ? { cookie } : {}),
      },
    }),
  );
const countOf = async (term: string) => {
  const [row] = await getDb().select().from(searchTerms).where(eq(searchTerms.term, term));
  return row?.searches ?? 0;
};

describe("/discover", () => {
  it("answers a search with the people found", async () => {
    const reply = await read("?q=Aarav");
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("Aarav Malhotra");
    expect(reply.text).not.toContain("Meera Raghunathan");
  });

  it.each([
    ["page=abc"],
    ["page=0"],
    ["page=-1"],
    ["page=999999999999999999999"],
    ["q=xxx… (10,000 characters)"],
    ["q=%27%22%26%7C%21%3A%2A"],
    ["q=%00"],
    ["category=%3Cscript%3E&city=..%2F..%2Fetc&role=%25"],
    ["q=%E0%A4%86%E0%A4%B0%E0%A4%B5"],
  ])("answers %s calmly", async (label) => {
    const search = label.startsWith("q=xxx") ? `q=${"x".repeat(10_000)}` : label;
    expect((await read(`?${search}`)).status).toBe(200);
  });

  it("shows a submitted search at its own address, keeping the filters", async () => {
    const reply = await submit({ q: "  Aarav   Malhotra ", category: "actors", city: "mumbai", page: "4" });
    expect(reply.status).toBe(303);
    expect(reply.location).toBe("/discover?q=Aarav+Malhotra&category=actors&city=mumbai");
  });

  it("counts submitted searches that find someone, never who searched, and trends them at three", async () => {
    await submit({ q: "Meera Raghunathan" }, "203.0.113.21");
    await submit({ q: "meera   raghunathan" }, "203.0.113.22");
    expect(await countOf("meera raghunathan")).toBe(2);
    expect(await listTrendingSearches(getDb())).not.toContain("meera raghunathan");
    await submit({ q: "MEERA RAGHUNATHAN" }, "203.0.113.23");
    expect(await listTrendingSearches(getDb())).toContain("meera raghunathan");
    // The row holds the words, a day and a count: nothing about the people who searched.
    expect(Object.keys((await getDb().select().from(searchTerms))[0]!)).toEqual(["day", "term", "searches"]);
  });

  it("trends a term only when different people search it: one address or one member alone cannot", async () => {
    for (let i = 0; i < 5; i += 1) await submit({ q: "Kabir Sengupta" }, "203.0.113.51");
    expect(await countOf("kabir sengupta")).toBe(5);
    expect(await listTrendingSearches(getDb())).not.toContain("kabir sengupta");
    // Who searched is kept only as a keyed hash: no account id, no address.
    const searchers = await getDb().select().from(searchTermSearchers);
    expect(JSON.stringify(searchers)).not.toContain("203.0.113.51");
    // Three signed-in members on that one address are still one address.
    for (const member of await Promise.all([signedInMember(), signedInMember(), signedInMember()])) {
      await submit({ q: "Kabir Sengupta" }, "203.0.113.51", member.cookie);
    }
    expect(await listTrendingSearches(getDb())).not.toContain("kabir sengupta");
    await submit({ q: "Kabir Sengupta" }, "203.0.113.52");
    await submit({ q: "Kabir Sengupta" }, "203.0.113.53");
    expect(await listTrendingSearches(getDb())).toContain("kabir sengupta");
  });

  it("does not count a search that finds nobody, so nonsense cannot trend", async () => {
    for (const ip of ["203.0.113.31", "203.0.113.32", "203.0.113.33"]) await submit({ q: "qzxv wrrk" }, ip);
    expect(await countOf("qzxv wrrk")).toBe(0);
  });

  it("counts at most 20 searches from one address in ten minutes, and still shows the results", async () => {
    for (let i = 0; i < 22; i += 1) {
      const reply = await submit({ q: "Kabir" }, "203.0.113.44");
      expect(reply.status).toBe(303);
    }
    expect(await countOf("kabir")).toBe(20);
  });

  it("greets a signed-in member with the next step", async () => {
    const unverified = await signedInMember({ verified: false, name: "Tara Unverified" });
    const first = await read("", unverified.cookie);
    expect(first.text).toContain("Tara");
    expect(first.text).toMatch(/"emailVerified",false/);
    const verified = await signedInMember({ name: "Ravi Verified" });
    const second = await read("", verified.cookie);
    expect(second.text).toMatch(/"emailVerified",true/);
    // A new profile lacks every part the checklist looks for.
    expect(second.text).toContain("photo");
    expect(second.text).toContain("experience");
    expect((await read("")).text).not.toContain("firstName");
  });
});

describe("/api/search-suggestions", () => {
  const suggest = async (q: string) => {
    const reply = await send(
      handle,
      new Request(`${ORIGIN}/api/search-suggestions?q=${encodeURIComponent(q)}`),
    );
    expect(reply.status).toBe(200);
    return JSON.parse(reply.text) as { suggestions: { text: string; category?: string }[] };
  };

  it("suggests real names and skills for what is typed, five at most", async () => {
    const { suggestions } = await suggest("aar");
    expect(suggestions.map((item) => item.text)).toContain("Aarav Malhotra");
    const skills = await suggest("act");
    expect(skills.suggestions.length).toBeLessThanOrEqual(5);
    expect(skills.suggestions.map((item) => item.text)).toContain("Actor");
  });

  it("suggests nothing for one letter, and answers hostile input calmly", async () => {
    expect((await suggest("a")).suggestions).toEqual([]);
    for (const q of ["&|!:*", "'", "x".repeat(5000), "\u0000", "आरव"]) await suggest(q);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profileReviews, profiles } from "~/db/schema";
import { parseDiscoverParams } from "~/features/talent/discover-params";
import { searchTalent, talentSearchOf } from "~/features/talent/search-talent.server";
import { dayInIndia, lastDayOfNextMonthInIndia } from "~/lib/india-days";
import { createMember, createProfile } from "../factories";
import { HOSTILE_PIECES } from "../support/hostile-values";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

/** Searches as /discover would for this query string. */
const search = (query: string) =>
  searchTalent(getDb(), talentSearchOf(parseDiscoverParams(new URLSearchParams(query))));
const names = async (query: string) => (await search(query)).talent.map((person) => person.name);

describe("talent search: ranking", () => {
  it("puts an exact name first, ahead of people who only share a word of it", async () => {
    await createProfile(null, { name: "Kavya Srinivasan Rao", role: "Editor" });
    await createProfile(null, {
      name: "Kavya Srinivasan",
      role: "Writer",
      bio: "Works with Kavya Srinivasan often.",
    });
    const found = await names("q=kavya+srinivasan");
    expect(found[0]).toBe("Kavya Srinivasan");
    expect(found).toContain("Kavya Srinivasan Rao");
  });

  it("ranks name and role matches above a match in a bio", async () => {
    await createProfile(null, {
      name: "Bio Only",
      role: "Editor",
      bio: "Once worked as a zylophonist on tour.",
    });
    await createProfile(null, { name: "Role Match", role: "Zylophonist" });
    expect(await names("q=zylophonist")).toEqual(["Role Match", "Bio Only"]);
  });

  it("finds a seeded person by a name with its last letter missing (as they type)", async () => {
    const result = await search("q=Aarav+Malhotr");
    expect(result.mode).toBe("words");
    expect(result.talent[0]?.name).toBe("Aarav Malhotra");
  });

  it("falls back to similar names for a misspelt name", async () => {
    await createProfile(null, { name: "Ananya Iyer", role: "Playback Singer" });
    const result = await search("q=ananya+iyr");
    expect(result.mode).toBe("similar-names");
    expect(result.talent.map((person) => person.name)).toContain("Ananya Iyer");
  });

  it("corrects each misspelt word against the words of real names, the first name too", async () => {
    await createProfile(null, { name: "Priya Venkataraman", role: "Actor" });
    const result = await search("q=pirya+venkatraman");
    expect(result.mode).toBe("similar-names");
    expect(result.talent.map((person) => person.name)).toContain("Priya Venkataraman");
  });

  it("learns the words of a new or renamed profile at once (the name_words trigger)", async () => {
    const profile = await createProfile(null, { name: "Zorawar Qadri", role: "Editor" });
    expect((await search("q=zorawer+qadri")).talent.map((person) => person.name)).toContain("Zorawar Qadri");
    await getDb().update(profiles).set({ name: "Zubeida Qadri" }).where(eq(profiles.id, profile.id));
    const renamed = await search("q=zubieda+qadri");
    expect(renamed.mode).toBe("similar-names");
    expect(renamed.talent.map((person) => person.name)).toEqual(["Zubeida Qadri"]);
  });

  it("keeps the filters on a corrected search, and finds nobody for words like no name", async () => {
    await createProfile(null, {
      name: "Ishaan Khurana",
      role: "Actor",
      cityId: "mumbai",
      location: "Mumbai, Maharashtra",
    });
    expect((await names("q=ishan+khurrana&city=mumbai")).includes("Ishaan Khurana")).toBe(true);
    expect(await names("q=ishan+khurrana&city=delhi")).toEqual([]);
    const nonsense = await search("q=xqzvkwj+pfffth");
    expect(nonsense).toMatchObject({ total: 0, mode: "words", talent: [] });
  });

  it("finds people by a skill, and by the English stem of a role", async () => {
    await createProfile(null, {
      name: "Skill Person",
      role: "Dancer",
      skills: ["Kuchipudi", "Choreography"],
    });
    expect(await names("q=kuchipudi")).toContain("Skill Person");
    expect(await names("q=choreograph")).toContain("Skill Person");
    await createProfile(null, { name: "Stem Person", role: "Gaffer" });
    expect(await names("q=gaffers")).toContain("Stem Person");
  });

  it("never ranks a premium member above others for paying", async () => {
    await createProfile(null, { name: "Plain Quillwright", role: "Quillwright" });
    await createProfile(null, { name: "Paid Quillwright", role: "Quillwright", isPremium: true });
    expect(await names("q=quillwright")).toEqual(["Plain Quillwright", "Paid Quillwright"]);
  });
});

describe("talent search: filters", () => {
  it("filters by category tab, city, role, experience and availability, alone and together", async () => {
    const thisYear = new Date().getUTCFullYear();
    const common = { skills: ["Filtertest"] };
    await createProfile(null, {
      ...common,
      name: "F Mumbai Actor",
      role: "Actor",
      categories: ["acting"],
      cityId: "mumbai",
      careerStartYear: thisYear - 12,
    });
    await createProfile(null, {
      ...common,
      name: "F Delhi Actor",
      role: "Lead Actor",
      categories: ["acting"],
      cityId: "delhi",
      careerStartYear: thisYear - 1,
      availability: "Not Available",
    });
    await createProfile(null, {
      ...common,
      name: "F Mumbai Director",
      role: "Film Director",
      categories: ["directing"],
      cityId: "mumbai",
      careerStartYear: thisYear - 6,
    });
    await createProfile(null, {
      ...common,
      name: "F No Credits",
      role: "Editor",
      categories: ["editing"],
      cityId: "chennai",
    });

    const q = "q=filtertest";
    expect(await names(q)).toHaveLength(4);
    expect(await names(`${q}&category=actors`)).toEqual(["F Mumbai Actor", "F Delhi Actor"]);
    expect(await names(`${q}&city=mumbai`)).toEqual(["F Mumbai Actor", "F Mumbai Director"]);
    expect(await names(`${q}&city=mumbai&city=chennai`)).toHaveLength(3);
    expect(await names(`${q}&role=Director`)).toEqual(["F Mumbai Director"]);
    expect(await names(`${q}&role=Actor&role=Editor`)).toHaveLength(3);
    expect(await names(`${q}&experience=expert`)).toEqual(["F Mumbai Actor"]);
    expect(await names(`${q}&experience=beginner&experience=experienced`)).toEqual([
      "F Delhi Actor",
      "F Mumbai Director",
    ]);
    expect(await names(`${q}&availability=next-month`)).toEqual([
      "F Mumbai Actor",
      "F Mumbai Director",
      "F No Credits",
    ]);
    expect(await names(`${q}&category=actors&city=mumbai&experience=expert`)).toEqual(["F Mumbai Actor"]);
    expect(await names(`${q}&category=actors&city=chennai`)).toEqual([]);
  });

  it("browses without words, filters still applied", async () => {
    const everyone = await search("");
    expect(everyone.mode).toBe("all");
    expect(everyone.total).toBeGreaterThanOrEqual(12);
    const actors = await search("category=actors");
    expect(actors.talent.length).toBeGreaterThan(0);
    for (const person of actors.talent) expect(person.role).toBeTruthy();
  });

  it("ignores filter values it does not know instead of failing", async () => {
    const result = await search(
      "category=wizards&city=atlantis&role=King&experience=ancient&availability=maybe",
    );
    expect(result.total).toBe((await search("")).total);
  });
});

describe("talent search: availability (decision 041)", () => {
  const DAY_MS = 86_400_000;
  /** The calendar day `days` after "YYYY-MM-DD" (plain date arithmetic, no time zone). */
  const dayAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  /** Searches at the instant `now`, so "today" and "next month" cannot move between setup and search. */
  const namesAt = async (now: Date, query: string) =>
    (
      await searchTalent(getDb(), { ...talentSearchOf(parseDiscoverParams(new URLSearchParams(query))), now })
    ).talent
      .map((person) => person.name)
      .sort();

  /**
   * Eight people (one page) around today and the end of next month, as seen at `now`, all
   * with the skill `word`; each filter's expected set follows from the decision.
   */
  async function availabilityCast(word: string, now: Date) {
    const today = dayInIndia(now);
    const endOfNextMonth = lastDayOfNextMonthInIndia(now);
    const person = (
      name: string,
      availability: string,
      availableFrom: string | null,
      workSchedule: "full-time" | "part-time" | "weekends" | null,
      cityId = "mumbai",
    ) => createProfile(null, { name, skills: [word], availability, availableFrom, workSchedule, cityId });
    await person("A Projects No Date", "Available for Projects", null, "full-time");
    await person("B Limited Today", "Limited Availability", today, "part-time", "delhi");
    await person("C Projects Yesterday", "Available for Projects", dayAfter(today, -1), "weekends");
    await person("D Projects Tomorrow", "Available for Projects", dayAfter(today, 1), "weekends");
    await person("E Limited End Of Next Month", "Limited Availability", endOfNextMonth, null);
    await person(
      "F Projects After Next Month",
      "Available for Projects",
      dayAfter(endOfNextMonth, 1),
      "full-time",
    );
    await person("G Meetings No Date", "Available for Meetings Only", null, null);
    await person("H Not Available No Date", "Not Available", null, "part-time");
  }

  it("finds exactly the right people with each of the five filters", async () => {
    const now = new Date();
    await availabilityCast("Availtest", now);
    const q = "q=availtest";
    expect(await namesAt(now, q)).toHaveLength(8);
    expect(await namesAt(now, `${q}&availability=now`)).toEqual([
      "A Projects No Date",
      "B Limited Today",
      "C Projects Yesterday",
    ]);
    expect(await namesAt(now, `${q}&availability=next-month`)).toEqual([
      "A Projects No Date",
      "B Limited Today",
      "C Projects Yesterday",
      "D Projects Tomorrow",
      "E Limited End Of Next Month",
      "G Meetings No Date",
    ]);
    expect(await namesAt(now, `${q}&availability=part-time`)).toEqual([
      "B Limited Today",
      "H Not Available No Date",
    ]);
    expect(await namesAt(now, `${q}&availability=full-time`)).toEqual([
      "A Projects No Date",
      "F Projects After Next Month",
    ]);
    expect(await namesAt(now, `${q}&availability=weekends`)).toEqual([
      "C Projects Yesterday",
      "D Projects Tomorrow",
    ]);
  });

  it("combines as the other filters do: any ticked value, and every other group", async () => {
    const now = new Date();
    await availabilityCast("Availcombo", now);
    const q = "q=availcombo";
    // Two values widen, as two cities or two roles do.
    expect(await namesAt(now, `${q}&availability=now&availability=weekends`)).toEqual([
      "A Projects No Date",
      "B Limited Today",
      "C Projects Yesterday",
      "D Projects Tomorrow",
    ]);
    expect(await namesAt(now, `${q}&availability=part-time&availability=full-time`)).toEqual([
      "A Projects No Date",
      "B Limited Today",
      "F Projects After Next Month",
      "H Not Available No Date",
    ]);
    // Another group narrows: free now and in Mumbai (B is in Delhi).
    expect(await namesAt(now, `${q}&availability=now&city=mumbai`)).toEqual([
      "A Projects No Date",
      "C Projects Yesterday",
    ]);
    // Without words too (the browse-all query).
    const browsing = await namesAt(now, "availability=weekends&city=mumbai");
    expect(browsing).toEqual(expect.arrayContaining(["C Projects Yesterday", "D Projects Tomorrow"]));
    expect(browsing).not.toContain("A Projects No Date");
  });

  it("reads today and next month in India: just after midnight there, it is already the next day", async () => {
    // 30 November 2026, 19:00 UTC: 1 December, 00:30 in India. Today is 1 December there, and next
    // month is January, though in UTC it is still November.
    const now = new Date("2026-11-30T19:00:00Z");
    const person = (name: string, availableFrom: string) =>
      createProfile(null, {
        name,
        skills: ["Indiatimetest"],
        availability: "Limited Availability",
        availableFrom,
      });
    await person("Free 1 December", "2026-12-01");
    await person("Free 31 January", "2027-01-31");
    await person("Free 1 February", "2027-02-01");
    const q = "q=indiatimetest";
    expect(await namesAt(now, `${q}&availability=now`)).toEqual(["Free 1 December"]);
    expect(await namesAt(now, `${q}&availability=next-month`)).toEqual([
      "Free 1 December",
      "Free 31 January",
    ]);
    // Half an hour earlier, still 30 November in India: nobody is free yet, and next month is December.
    const before = new Date("2026-11-30T18:00:00Z");
    expect(await namesAt(before, `${q}&availability=now`)).toEqual([]);
    expect(await namesAt(before, `${q}&availability=next-month`)).toEqual(["Free 1 December"]);
  });

  it("reads the clock itself when not told the time", async () => {
    await availabilityCast("Availclock", new Date());
    const found = await names("q=availclock&availability=now");
    // D (tomorrow) is left out of the check: past midnight in India between setup and search, it is free.
    expect(found.filter((name) => !name.startsWith("D "))).toEqual([
      "A Projects No Date",
      "B Limited Today",
      "C Projects Yesterday",
    ]);
  });

  it("ignores the old stored-availability values in an address (no filter, no error)", async () => {
    const now = new Date();
    await availabilityCast("Availold", now);
    const all = await namesAt(now, "q=availold");
    expect(all).toHaveLength(8);
    for (const old of ["Not+Available", "Available+for+Projects", "Limited+Availability", "Available+Now"]) {
      expect(await namesAt(now, `q=availold&availability=${old}`), old).toEqual(all);
    }
    expect(await namesAt(now, "q=availold&availability=Not+Available&availability=weekends")).toEqual([
      "C Projects Yesterday",
      "D Projects Tomorrow",
    ]);
  });
});

describe("talent search: pages", () => {
  it("pages 8 at a time, and answers page 0, past the end and non-numbers calmly", async () => {
    for (let i = 0; i < 10; i += 1) await createProfile(null, { name: `Pager ${i}`, role: "Pagertest" });
    const first = await search("q=pagertest");
    expect(first.talent).toHaveLength(8);
    expect(first).toMatchObject({ total: 10, page: 1, pageCount: 2 });
    const second = await search("q=pagertest&page=2");
    expect(second.talent).toHaveLength(2);
    expect(second.talent.map((p) => p.name)).not.toContain(first.talent[0]!.name);
    expect((await search("q=pagertest&page=0")).page).toBe(1);
    expect((await search("q=pagertest&page=-3")).page).toBe(1);
    expect((await search("q=pagertest&page=abc")).page).toBe(1);
    const past = await search("q=pagertest&page=99999999999999999999");
    expect(past.page).toBe(2);
    expect(past.talent).toHaveLength(2);
  });

  it("carries each card's rating and review count", async () => {
    const reviewer = await createMember();
    const person = await createProfile(null, { name: "Rated Ratingtest", role: "Actor" });
    await getDb().insert(profileReviews).values({
      profileId: person.id,
      reviewerId: reviewer.id,
      rating: 4,
      content: "Reliable and prepared.",
    });
    const [card] = (await search("q=ratingtest")).talent;
    expect(card).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});

describe("talent search: hostile queries answer calmly", () => {
  const queries = [
    ...HOSTILE_PIECES,
    "'\"",
    "&|!:*",
    "a & b | !c:*",
    "(((",
    "<->",
    "x".repeat(10_000),
    "आरव मल्होत्रा",
    "🎬🎭",
    "Zoë Ñúñez",
    "",
    "   ",
  ];
  it.each(queries.map((q) => [q.slice(0, 30), q]))("%s", async (_label, q) => {
    const result = await search(new URLSearchParams({ q }).toString());
    expect(result.page).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(result.talent)).toBe(true);
  });
});

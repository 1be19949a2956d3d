import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDIT_TYPES } from "~/constants/credit-types";
import { rawLengthLimit } from "~/lib/validation";
import { latestAvailableFrom, PROFILE_MESSAGES, profileEditSchema } from "./profile-edit-schema";

/** The real cleaning, with a note of how long each value it was given was. */
const cleaned = vi.hoisted(() => ({ lengths: [] as number[] }));
vi.mock("~/lib/clean-text", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/clean-text")>();
  return {
    cleanText: (value: string, options?: { multiline?: boolean }) => {
      cleaned.lengths.push(value.length);
      return real.cleanText(value, options);
    },
  };
});

const valid = {
  name: "Aarav Malhotra",
  role: "Actor",
  location: "Mumbai, Maharashtra",
  username: "aarav-malhotra",
  availability: "Available for Projects",
  contactVisibility: "members",
};

function errorsOf(input: Record<string, unknown>) {
  const result = profileEditSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("profileEditSchema", () => {
  it("accepts the required fields alone and defaults the lists", () => {
    const result = profileEditSchema.parse(valid);
    expect(result.skills).toEqual([]);
    expect(result.portfolio).toEqual([]);
    expect(result.website).toBeUndefined();
  });

  it("gives the spec's messages for the basic fields", () => {
    expect(errorsOf({ name: "A" })).toEqual([PROFILE_MESSAGES.nameShort]);
    expect(errorsOf({ name: "A".repeat(101) })).toEqual([PROFILE_MESSAGES.nameLong]);
    expect(errorsOf({ role: " " })).toEqual([PROFILE_MESSAGES.role]);
    expect(errorsOf({ location: "" })).toEqual([PROFILE_MESSAGES.location]);
    expect(errorsOf({ bio: "x".repeat(501) })).toEqual([PROFILE_MESSAGES.bioLong]);
    expect(errorsOf({ email: "not-an-email" })).toEqual([PROFILE_MESSAGES.email]);
    expect(errorsOf({ username: "ab" })).toEqual([PROFILE_MESSAGES.usernameShort]);
    expect(errorsOf({ username: "a".repeat(31) })).toEqual([PROFILE_MESSAGES.usernameLong]);
    expect(errorsOf({ username: "aarav malhotra" })).toEqual([PROFILE_MESSAGES.usernamePattern]);
  });

  it("checks links against their allowed hosts", () => {
    // Any https site here: whether it is a portfolio service's or the member's verified production's
    // is the server's to decide (update-profile.server.ts, with the database).
    expect(errorsOf({ website: "http://example.com" })).toEqual([PROFILE_MESSAGES.website]);
    expect(errorsOf({ website: "javascript:alert(1)" })).toEqual([PROFILE_MESSAGES.website]);
    expect(errorsOf({ website: "https://www.behance.net/aarav" })).toEqual([]);
    expect(errorsOf({ instagram: "https://twitter.com/x" })).toEqual([PROFILE_MESSAGES.instagram]);
    expect(errorsOf({ twitter: "https://x.com/aarav" })).toEqual([]);
    expect(errorsOf({ linkedin: "javascript:alert(1)" })).toEqual([PROFILE_MESSAGES.linkedin]);
    expect(errorsOf({ imdb: "http://imdb.com/name/nm1" })).toEqual([PROFILE_MESSAGES.imdb]);
    expect(errorsOf({ videoPitchUrl: "https://example.com/video.mp4" })).toEqual([
      PROFILE_MESSAGES.videoPitch,
    ]);
  });

  it("cleans text: tags and scripts are removed, javascript: prefixes too", () => {
    const result = profileEditSchema.parse({
      ...valid,
      name: "Aarav <script>alert(1)</script>Malhotra",
      bio: '<img src=x onerror="alert(1)">Stage actor.\n\nScreen too.',
    });
    expect(result.name).toBe("Aarav Malhotra");
    expect(result.bio).toBe("Stage actor.\n\nScreen too.");
  });

  it("drops blank and duplicate tags, and limits their number", () => {
    const result = profileEditSchema.parse({
      ...valid,
      skills: JSON.stringify(["Dance", " ", "dance", "Singing"]),
    });
    expect(result.skills).toEqual(["Dance", "Singing"]);
    const many = JSON.stringify(Array.from({ length: 31 }, (_, i) => `Skill ${i}`));
    expect(errorsOf({ skills: many })).toEqual(["You can add up to 30 skills"]);
    expect(errorsOf({ skills: "not json" })).toEqual([PROFILE_MESSAGES.list]);
  });

  it("accepts up to 6 Instagram post links, normalised", () => {
    const links = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => `https://instagram.com/p/Post${i}abc/`));
    expect(profileEditSchema.parse({ ...valid, instagramPosts: links(2) }).instagramPosts).toEqual([
      "https://www.instagram.com/p/Post0abc/",
      "https://www.instagram.com/p/Post1abc/",
    ]);
    expect(errorsOf({ instagramPosts: links(7) })).toEqual(["You can add up to 6 Instagram posts"]);
    expect(errorsOf({ instagramPosts: JSON.stringify(["https://instagram.com/aarav"]) })).toEqual([
      PROFILE_MESSAGES.instagramPost,
    ]);
  });

  it("takes every kind of credit the industry counts, and refuses a kind it does not know", () => {
    for (const mediaType of CREDIT_TYPES) {
      const experience = JSON.stringify([{ kind: "credit", role: "Lead", production: "Tughlaq", mediaType }]);
      const [credit] = profileEditSchema.parse({ ...valid, experience }).experience;
      expect(credit).toMatchObject({ kind: "credit", mediaType });
    }
    expect(CREDIT_TYPES).toEqual(
      expect.arrayContaining(["theatre", "advertisement", "music-video", "short-film", "web-series"]),
    );
    expect(
      profileEditSchema.safeParse({
        ...valid,
        experience: JSON.stringify([{ kind: "credit", role: "Lead", production: "X", mediaType: "podcast" }]),
      }).success,
    ).toBe(false);
  });

  it("takes free-text and structured experience", () => {
    const experience = JSON.stringify([
      { kind: "text", text: "Ten years of Marathi theatre" },
      { kind: "credit", role: "Lead", production: "Monsoon Letters", year: "2023", mediaType: "movie" },
      { kind: "text", text: "  " },
    ]);
    const result = profileEditSchema.parse({ ...valid, experience });
    expect(result.experience).toEqual([
      { kind: "text", text: "Ten years of Marathi theatre" },
      {
        kind: "credit",
        role: "Lead",
        production: "Monsoon Letters",
        year: 2023,
        details: "",
        mediaType: "movie",
        mediaId: null,
      },
    ]);
    expect(errorsOf({ experience: JSON.stringify([{ kind: "credit", role: "", production: "X" }]) })).toEqual(
      [PROFILE_MESSAGES.creditRole],
    );
    expect(
      errorsOf({
        experience: JSON.stringify([{ kind: "credit", role: "Lead", production: "X", year: 1800 }]),
      }),
    ).toEqual([PROFILE_MESSAGES.creditYear]);
  });

  it("needs a title and a playable link or upload for portfolio items", () => {
    expect(
      errorsOf({
        portfolio: JSON.stringify([{ type: "video", title: "Reel", url: "https://vimeo.com/76979871" }]),
      }),
    ).toEqual([]);
    expect(
      errorsOf({
        portfolio: JSON.stringify([{ type: "video", title: "Reel", url: "https://example.com/v" }]),
      }),
    ).toEqual([PROFILE_MESSAGES.portfolioVideo]);
    expect(errorsOf({ portfolio: JSON.stringify([{ type: "image", title: "", imageId: "x" }]) })).toEqual([
      PROFILE_MESSAGES.portfolioTitle,
    ]);
  });
});

describe("profileEditSchema on over-long input", () => {
  const huge = "<a".repeat(100_000);
  const list = (...items: unknown[]) => JSON.stringify(items);

  it.each([
    ["name", huge, PROFILE_MESSAGES.nameLong],
    ["role", huge, PROFILE_MESSAGES.roleLong],
    ["bio", huge, PROFILE_MESSAGES.bioLong],
    ["representation", huge, PROFILE_MESSAGES.representationLong],
    ["username", huge, PROFILE_MESSAGES.usernameLong],
    ["email", huge, PROFILE_MESSAGES.email],
    ["website", huge, PROFILE_MESSAGES.website],
    ["skills", list(huge), PROFILE_MESSAGES.itemLong("skills", 100)],
    ["awards", list(huge), PROFILE_MESSAGES.itemLong("awards", 200)],
    ["instagramPosts", list(huge), PROFILE_MESSAGES.instagramPost],
    ["experience", list({ kind: "text", text: huge }), PROFILE_MESSAGES.itemLong("experience entries", 200)],
    [
      "portfolio",
      list({ type: "video", title: huge, url: "https://vimeo.com/76979871" }),
      PROFILE_MESSAGES.itemLong("portfolio titles", 100),
    ],
  ])("refuses a huge %s with its own message, without cleaning it", (field, value, message) => {
    cleaned.lengths = [];
    const started = performance.now();
    expect(errorsOf({ [field]: value })).toEqual([message]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(Math.max(0, ...cleaned.lengths)).toBeLessThan(1000);
  });

  it("measures before cleaning, with room for what cleaning removes", () => {
    const limit = rawLengthLimit(500);
    const padded = (length: number) => `Stage actor.${" ".repeat(length - 12)}`;
    expect(profileEditSchema.parse({ ...valid, bio: padded(limit) }).bio).toBe("Stage actor.");
    expect(errorsOf({ bio: padded(limit + 1) })).toEqual([PROFILE_MESSAGES.bioLong]);
    // A limit counts characters: 500 emoji are 1,000 UTF-16 units, and fit.
    expect(errorsOf({ bio: "😀".repeat(500) })).toEqual([]);
    expect(errorsOf({ bio: "😀".repeat(501) })).toEqual([PROFILE_MESSAGES.bioLong]);
  });
});

describe("profileEditSchema: Free from and work schedule", () => {
  // 26 November 2026 at 19:00 UTC is already 27 November (00:30) in India, whose day "two years ahead" reads.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T19:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const parsed = (input: Record<string, unknown>) => profileEditSchema.parse({ ...valid, ...input });

  it("leaves both empty when not given or blank: free now, schedule not said", () => {
    expect(parsed({})).toMatchObject({ availableFrom: null, workSchedule: null });
    expect(parsed({ availableFrom: "", workSchedule: undefined })).toMatchObject({
      availableFrom: null,
      workSchedule: null,
    });
    expect(parsed({ availableFrom: "   " }).availableFrom).toBeNull();
  });

  it("takes a real day up to two years ahead, and a day that has passed", () => {
    expect(parsed({ availableFrom: "2027-01-03" }).availableFrom).toBe("2027-01-03");
    expect(parsed({ availableFrom: " 2027-01-03 " }).availableFrom).toBe("2027-01-03");
    expect(latestAvailableFrom()).toBe("2028-11-27");
    expect(parsed({ availableFrom: "2028-11-27" }).availableFrom).toBe("2028-11-27");
    expect(parsed({ availableFrom: "2028-02-29" }).availableFrom).toBe("2028-02-29");
    // Passed days mean "free now"; the save stores them as empty (tests/integration/edit-profile.test.ts).
    expect(parsed({ availableFrom: "2026-01-01" }).availableFrom).toBe("2026-01-01");
  });

  it("refuses what is not a calendar day, with the field's own message", () => {
    for (const value of [
      "2027-02-30",
      "2027-02-29",
      "2027-13-01",
      "2027-00-10",
      "2027-1-3",
      "03/01/2027",
      "3 January 2027",
      "tomorrow",
      "20277-01-03",
      "2027-01-03T00:00",
      "x".repeat(10_000),
    ]) {
      expect(errorsOf({ availableFrom: value }), value).toEqual([PROFILE_MESSAGES.availableFrom]);
    }
    expect(errorsOf({ availableFrom: 20270103 })).toEqual([PROFILE_MESSAGES.availableFrom]);
  });

  it("refuses a day more than two years ahead", () => {
    expect(errorsOf({ availableFrom: "2028-11-28" })).toEqual([PROFILE_MESSAGES.availableFromTooFar]);
    expect(errorsOf({ availableFrom: "9999-12-31" })).toEqual([PROFILE_MESSAGES.availableFromTooFar]);
  });

  it("takes the three schedules and refuses anything else", () => {
    for (const schedule of ["full-time", "part-time", "weekends"]) {
      expect(parsed({ workSchedule: schedule }).workSchedule).toBe(schedule);
    }
    for (const value of ["Full-time", "Weekends only", "weekend", "weekends ", "null", "evenings"]) {
      expect(errorsOf({ workSchedule: value }), value).toEqual([PROFILE_MESSAGES.workSchedule]);
    }
  });
});

describe("profileEditSchema through Conform (as the route parses it)", () => {
  it("saves blank optional text as empty, however Conform hands it over", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("bio", "");
    form.set("representation", "   ");
    form.set("skills", JSON.stringify(["Dance", " ", "<b></b>"]));
    form.set("experience", JSON.stringify([{ kind: "credit", role: "Lead", production: "X", details: "" }]));
    form.set(
      "portfolio",
      JSON.stringify([{ type: "video", title: "Reel", description: "", url: "https://vimeo.com/76979871" }]),
    );
    const submission = parseWithZod(form, { schema: profileEditSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.bio).toBe("");
    expect(submission.value.representation).toBe("");
    expect(submission.value.skills).toEqual(["Dance"]);
    expect(submission.value.portfolio[0]!.description).toBe("");
    expect(submission.value.availableFrom).toBeNull();
    expect(submission.value.workSchedule).toBeNull();
  });

  it("reads Free from and the schedule from the form, and blanks as not set", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("availableFrom", "");
    form.set("workSchedule", "");
    const blank = parseWithZod(form, { schema: profileEditSchema });
    expect(blank.status === "success" && blank.value).toMatchObject({
      availableFrom: null,
      workSchedule: null,
    });
    form.set("availableFrom", latestAvailableFrom());
    form.set("workSchedule", "weekends");
    const set = parseWithZod(form, { schema: profileEditSchema });
    expect(set.status === "success" && set.value).toMatchObject({
      availableFrom: latestAvailableFrom(),
      workSchedule: "weekends",
    });
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, profiles } from "~/db/schema";
import { CONTACT_MESSAGES } from "~/features/contact/contact-schema";
import { PROFILE_MESSAGES } from "~/features/profiles/edit/profile-edit-schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { action as contactAction } from "~/routes/contact";
import { action as editAction } from "~/routes/edit-profile";
import { type SignedInMember, signedInMember } from "../factories";
import { post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * What an attacker can post to the forms: text that made cleaning quadratic,
 * bodies that were echoed back whole, and names Conform's parser chokes on.
 * Each must be a quick 400 (never a 500), with a small reply.
 */
const db = setUpTestDatabase();

type Reply = {
  result: {
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown>;
    fields?: string[];
  };
};

const MEGABYTE = 1024 * 1024;

/** 1,000 fields no form has, each with a little text. */
const unknownFields = () =>
  Object.fromEntries(Array.from({ length: 1000 }, (_, n) => [`extra${n}`, `value ${n} `.repeat(10)]));

/** A form body from a list of entries, so a name can repeat. */
function postEntries(path: string, entries: [string, string][], ip = "198.51.100.9") {
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: ip },
    body,
  });
}

/**
 * The CPU time the call took in this process (user and system), not the wall clock: CI runs this
 * tier beside the browser tier and yields it the CPU (scripts/test-all.sh), so a call can wait for
 * a core far longer than it works; the work is what a hostile input would make the server do.
 */
async function timed<T>(run: () => Promise<T>) {
  const started = process.cpuUsage();
  const result = await run();
  const { user, system } = process.cpuUsage(started);
  return { ...result, ms: (user + system) / 1000 };
}

describe("the contact form under hostile input", () => {
  const typed = { name: "Kavya Menon", email: "kavya@", subject: "Casting query" };

  it("answers a 1 MB message with 1,000 unknown fields briefly, keeping what was typed within limits", async () => {
    const fields = { ...typed, message: "m".repeat(MEGABYTE), ...unknownFields() };
    const { status, body } = await callRoute(contactAction, postEntries("/contact", Object.entries(fields)));
    expect(status).toBe(400);
    expect(JSON.stringify(body).length).toBeLessThan(20_000);
    const { result } = body as Reply;
    expect(result.error?.message).toEqual([CONTACT_MESSAGES.messageTooLong]);
    expect(result.initialValue).toEqual({ ...typed, message: "m".repeat(5000) });
    expect(result.fields).toEqual(["name", "email", "subject", "message"]);
    const rows = await db().select().from(contactMessages).where(eq(contactMessages.name, typed.name));
    expect(rows).toEqual([]);
  });

  it("answers a name repeated 60,000 times quickly (Conform alone takes about a minute)", async () => {
    const entries: [string, string][] = Array.from({ length: 60_000 }, () => ["name", "x"]);
    const { status, ms } = await timed(() => callRoute(contactAction, postEntries("/contact", entries)));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(1000);
  });

  it.each([
    ["a Conform intent that is not JSON", [["__intent__", "garbage"]]],
    ["Conform state that is not JSON", [["__state__", "{"]]],
    ["an index in the hundred millions", [["name[99999999]", "x"]]],
  ] as [string, [string, string][]][])("answers %s with a quick 400, not a 500", async (_what, entries) => {
    const { status, body, ms } = await timed(() =>
      callRoute(contactAction, postEntries("/contact", entries)),
    );
    expect(status).toBe(400);
    expect(ms).toBeLessThan(500);
    expect(JSON.stringify(body).length).toBeLessThan(2000);
  });
});

describe("the profile editor under hostile input", () => {
  let owner: SignedInMember;
  const save = (entries: [string, string][]) =>
    callRoute(editAction, post(`/edit-profile/${owner.profile.id}`, Object.fromEntries(entries), owner), {
      id: String(owner.profile.id),
    });
  const saveEntries = (entries: [string, string][]) => {
    const request = postEntries(`/edit-profile/${owner.profile.id}`, entries);
    request.headers.set("Cookie", owner.cookie);
    return callRoute(editAction, request, { id: String(owner.profile.id) });
  };
  const basics: [string, string][] = [
    ["name", "Devika Rao"],
    ["role", "Actor"],
    ["location", "Mumbai, Maharashtra"],
    ["username", "devika-hostile"],
    ["availability", "Limited Availability"],
    ["contactVisibility", "everyone"],
  ];

  beforeAll(async () => {
    owner = await signedInMember({ name: "Devika Rao" });
    // The first call loads the route's modules; the timings below are of the work alone.
    await save([["name", ""]]);
  });

  it('refuses a 200 KB "<a<a..." bio at once, with the bio\'s own message', async () => {
    const { status, body, ms } = await timed(() => save([...basics, ["bio", "<a".repeat(100 * 1024)]]));
    expect(status).toBe(400);
    expect((body as Reply).result.error?.bio).toEqual([PROFILE_MESSAGES.bioLong]);
    expect(ms).toBeLessThan(500);
    const [unchanged] = await db().select().from(profiles).where(eq(profiles.id, owner.profile.id));
    expect(unchanged!.bio).not.toContain("<a");
  });

  it("answers a 1 MB field with 1,000 unknown fields briefly, keeping what was typed within limits", async () => {
    const { status, body } = await save([
      ...basics,
      ["name", "D"],
      ["representation", "r".repeat(MEGABYTE)],
      ["experience", JSON.stringify([{ kind: "text", text: "Ten years of theatre" }])],
      ...Object.entries(unknownFields()),
    ]);
    expect(status).toBe(400);
    expect(JSON.stringify(body).length).toBeLessThan(20_000);
    const { result } = body as Reply;
    expect(result.error?.name).toEqual([PROFILE_MESSAGES.nameShort]);
    expect(result.error?.representation).toEqual([PROFILE_MESSAGES.representationLong]);
    expect(result.initialValue).toMatchObject({
      name: "D",
      role: "Actor",
      location: "Mumbai, Maharashtra",
      representation: "r".repeat(200),
    });
    expect(Object.keys(result.initialValue ?? {})).not.toContain("extra1");
  });

  it("answers list indexes in the millions quickly, not with a 500", async () => {
    const { status, ms } = await timed(() =>
      saveEntries([...basics, ["skills[999999]", "x"], ["experience[9999999].kind", "text"]]),
    );
    expect(status).toBeLessThan(500);
    expect(ms).toBeLessThan(500);
  });
});

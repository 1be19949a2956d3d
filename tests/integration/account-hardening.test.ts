import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rateLimits, session, user } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { signInDelayMs } from "~/features/accounts/sign-in-with-email.server";
import { action as accountAction } from "~/routes/account";
import { action as loginAction } from "~/routes/login";
import { action as signupAction } from "~/routes/signup";
import { firstLink } from "../support/smtp-sink.mjs";
import { cookieHeaderFrom, get, post, STRONG_PASSWORD, setUpMailSink, uniqueEmail } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * The attack review's findings on accounts, one test (or more) each: every
 * one of these failed before its fix.
 */

const db = setUpTestDatabase();
const mail = setUpMailSink();

type FormReply = { formError?: string | null };
type AccountReply = { ok: boolean; message?: string; fieldErrors?: Record<string, string[] | null> };

let addressCounter = 0;
/** An address of the test's own, so limits per address never spill between tests. */
function freshAddress() {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
}

function signUpRequest(email: string, name: string, ip = freshAddress(), password = STRONG_PASSWORD) {
  return post("/signup", { fullName: name, email, password, category: "acting", agreeToTerms: "on" }, { ip });
}

async function signUp(email: string, name = "Meera Nair") {
  const { body } = await callRoute(signupAction, signUpRequest(email, name));
  return body as Response;
}

function signIn(email: string, password: string, ip: string) {
  return callRoute(loginAction, post("/login", { email, password }, { ip }));
}

/** A new account, signed in through the login form; unverified unless asked. */
async function member(label: string, { verified = false } = {}) {
  const email = uniqueEmail(label);
  const name = "Meera Nair";
  await signUp(email, name);
  if (verified) await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const ip = freshAddress();
  const signedIn = await signIn(email, STRONG_PASSWORD, ip);
  const cookie = cookieHeaderFrom(signedIn.body as Response);
  const me = (await getCurrentUser(get("/", { cookie })))!;
  return { email, name, cookie, id: me.id, ip };
}

function accountPost(fields: Record<string, string>, cookie: string) {
  return callRoute(accountAction, post("/account", fields, { cookie }));
}

async function sessionCount(userId: string) {
  const [row] = await db().select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row!.n;
}

/** Whether a response tries to set a session cookie with a value. */
function setsSession(response: Response) {
  return response.headers
    .getSetCookie()
    .some((cookie) => /session_token=[^;]+/.test(cookie) && !/session_token=;/.test(cookie));
}

describe("finding 5: email changes", () => {
  it("an unverified account's change sends its own mail to the new address, not the welcome mail", async () => {
    const owner = await member("change-unverified");
    const target = uniqueEmail("someone-else");
    const asked = await accountPost({ intent: "change-email", newEmail: target }, owner.cookie);
    expect(asked.status).toBe(200);

    expect((await mail()).latestTo(target, /Verify your email/)).toBeUndefined();
    const message = (await mail()).latestTo(target);
    expect(message?.subject).toBe("Confirm this new address for a Rangmanch account");
    expect(message?.text).toContain("for the Rangmanch account of Meera Nair");
    expect(message!.text).toContain("If you did not ask for this, ignore this email: nothing changes");
    expect(message!.text).not.toMatch(/Welcome to Rangmanch/);
  });

  it("limits email-change requests per account with a clear message and 429", async () => {
    const owner = await member("change-limit");
    for (let attempt = 0; attempt < 3; attempt++) {
      const asked = await accountPost(
        { intent: "change-email", newEmail: uniqueEmail("flood") },
        owner.cookie,
      );
      expect(asked.status, `request ${attempt + 1}`).toBe(200);
    }
    const target = uniqueEmail("flood");
    const fourth = await accountPost({ intent: "change-email", newEmail: target }, owner.cookie);
    expect(fourth.status).toBe(429);
    expect((fourth.body as AccountReply).fieldErrors?.newEmail?.[0]).toMatch(
      /^Too many email change requests\. Please try again in \d+ minutes?\.$/,
    );
    expect((await mail()).latestTo(target)).toBeUndefined();
  });

  it("limits email-change mail to one address, whichever accounts ask", async () => {
    const target = uniqueEmail("bulk-target");
    for (let attempt = 0; attempt < 3; attempt++) {
      const asker = await member(`bulk-${attempt}`);
      const asked = await accountPost({ intent: "change-email", newEmail: target }, asker.cookie);
      expect(asked.status, `account ${attempt + 1}`).toBe(200);
    }
    const fourth = await member("bulk-4");
    const refused = await accountPost({ intent: "change-email", newEmail: target }, fourth.cookie);
    expect(refused.status).toBe(429);
    const sentTo = async () =>
      (await mail()).messages.filter((message) => message.to.includes(target.toLowerCase()));
    await vi.waitFor(async () => expect(await sentTo()).toHaveLength(3), { timeout: 20_000, interval: 200 });
  });

  it("the new address's link on an unverified account signs nobody in", async () => {
    const owner = await member("change-link");
    const target = uniqueEmail("victim");
    await accountPost({ intent: "change-email", newEmail: target }, owner.cookie);
    const link = firstLink((await mail()).latestTo(target)!.text)!;
    const sessionsBefore = await sessionCount(owner.id);

    // The recipient opens it in their own browser, signed in to nothing.
    const opened = await getAuth().handler(get(link));
    expect(opened.status).toBe(302);
    expect(setsSession(opened)).toBe(false);
    expect(await sessionCount(owner.id)).toBe(sessionsBefore);
    expect(opened.headers.get("Location")).toBe("/account?emailChanged=1");
  });

  it("the new address's link on a verified account signs nobody in either", async () => {
    const owner = await member("change-verified", { verified: true });
    const target = uniqueEmail("new-home");
    await accountPost({ intent: "change-email", newEmail: target }, owner.cookie);
    const approval = (await mail()).latestTo(owner.email, /Confirm your new email/)!;
    const approved = await getAuth().handler(get(firstLink(approval.text)!));
    expect(setsSession(approved)).toBe(false);

    const message = (await mail()).latestTo(target)!;
    expect(message.subject).toMatch(/Confirm this new address/);
    const sessionsBefore = await sessionCount(owner.id);
    const opened = await getAuth().handler(get(firstLink(message.text)!));
    expect(opened.status).toBe(302);
    expect(setsSession(opened)).toBe(false);
    expect(await sessionCount(owner.id)).toBe(sessionsBefore);
    // The change itself went through: the owner signs in with the new address.
    const [row] = await db().select().from(user).where(eq(user.id, owner.id));
    expect(row).toMatchObject({ email: target, emailVerified: true });
  });

  it("the sign-up verification link verifies without signing in and lands on the sign-in page", async () => {
    const email = uniqueEmail("verify-link");
    await signUp(email);
    const link = firstLink((await mail()).latestTo(email, /Verify your email/)!.text)!;
    const opened = await getAuth().handler(get(link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/login?verified=1");
    expect(setsSession(opened)).toBe(false);
    const [row] = await db().select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);
    expect(await sessionCount(row!.id)).toBe(0);
  });
});

describe("finding 7: the sign-in limit holds against a concurrent burst", () => {
  it("lets at most 5 of 12 simultaneous wrong passwords reach the password check", async () => {
    const email = uniqueEmail("burst");
    await signUp(email);
    const ip = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => signIn(email, `Wrong#Password${attempt}`, ip)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    // And the right password from that address waits for the window too.
    expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(429);
  });
});

describe("finding 8, revised by issue 26: sign-in failures slow an address or an account, never lock out its owner", () => {
  const addressCount = async (ip: string) =>
    (
      await db()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `sign-in-address:${ip}`))
    )[0]?.count ?? 0;

  it("checks every attempt from one address past 30 failures, each a little slower, and refuses only past 100", async () => {
    const ip = freshAddress();
    for (let attempt = 1; attempt <= 31; attempt++) {
      const result = await signIn(uniqueEmail("spray"), "Summer#2026", ip);
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const started = performance.now();
    expect((await signIn(uniqueEmail("spray"), "Summer#2026", ip)).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    // Someone behind the same address with the right password still gets in.
    const colleague = uniqueEmail("colleague");
    await signUp(colleague);
    expect((await signIn(colleague, STRONG_PASSWORD, ip)).status).toBe(302);
    expect(signInDelayMs(31)).toBe(500);
    expect(signInDelayMs(1000)).toBe(5000);

    // The last resort: past 300 failures in the window the address waits for the window to end.
    await db()
      .update(rateLimits)
      .set({ count: 300 })
      .where(eq(rateLimits.key, `sign-in-address:${ip}`));
    const refused = await signIn(uniqueEmail("spray"), "Summer#2026", ip);
    expect(refused.status).toBe(429);
    expect((refused.body as FormReply).formError).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    // Another address is not held back by this one.
    expect((await signIn(uniqueEmail("spray"), "Summer#2026", freshAddress())).status).toBe(401);
  });

  it("slows, never refuses, attempts on one account from many addresses past 20 in an hour: its owner still gets in", async () => {
    const email = uniqueEmail("targeted");
    await signUp(email);
    for (let attempt = 1; attempt <= 21; attempt++) {
      expect((await signIn(email, "Guess#2026", freshAddress())).status, `attempt ${attempt}`).toBe(401);
    }
    const started = performance.now();
    expect((await signIn(email, "Guess#2026", freshAddress())).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    // Nobody can keep the owner out: the right password, from their own address, signs in (after the wait).
    expect((await signIn(email, STRONG_PASSWORD, freshAddress())).status).toBe(302);
    expect(signInDelayMs(21, 20)).toBe(500);
  });

  it("does not count successful sign-ins against the address", async () => {
    const email = uniqueEmail("shared-network");
    await signUp(email);
    const ip = freshAddress();
    for (let attempt = 0; attempt < 5; attempt++) await signIn(uniqueEmail("typo"), "Summer#2026", ip);
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await signIn(email, STRONG_PASSWORD, ip)).status, `sign-in ${attempt + 1}`).toBe(302);
    }
    expect(await addressCount(ip)).toBe(5);
  });
});

describe("finding 9: sign-up does not tell whether an address is registered", () => {
  it("answers an existing address and a new one the same: same status, same Location, no session", async () => {
    const existing = uniqueEmail("registered");
    await signUp(existing);
    const again = await signUp(existing, "Someone Else");
    const fresh = await signUp(uniqueEmail("unregistered"));
    expect(again.status).toBe(fresh.status);
    expect(again.headers.get("Location")).toBe(fresh.headers.get("Location"));
    expect(setsSession(fresh)).toBe(false);
    expect(setsSession(again)).toBe(false);
    const cookieNames = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(cookieNames(again)).toEqual(cookieNames(fresh));
  });
});

describe("finding 11: current-password checks are limited", () => {
  const change = (currentPassword: string) => ({
    intent: "change-password",
    currentPassword,
    newPassword: "Kuchipudi#77",
    confirmPassword: "Kuchipudi#77",
  });

  it("refuses the sixth change-password attempt with 429, even with the right password", async () => {
    const owner = await member("current-password");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await accountPost(change(`Nope#1234${attempt}`), owner.cookie);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
    }
    const sixth = await accountPost(change(STRONG_PASSWORD), owner.cookie);
    expect(sixth.status).toBe(429);
    expect((sixth.body as AccountReply).fieldErrors?.currentPassword?.[0]).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    // The password did not change.
    expect((await signIn(owner.email, STRONG_PASSWORD, freshAddress())).status).toBe(302);
  });

  it("a right password clears the count", async () => {
    const owner = await member("current-password-clear");
    for (let attempt = 1; attempt <= 4; attempt++)
      await accountPost(change(`Nope#1234${attempt}`), owner.cookie);
    const ok = await accountPost(change(STRONG_PASSWORD), owner.cookie);
    expect((ok.body as Response).status).toBe(302);
    const cookie = cookieHeaderFrom(ok.body as Response);
    const again = {
      intent: "change-password",
      currentPassword: "Kuchipudi#77",
      newPassword: "Odissi#2026x",
      confirmPassword: "Odissi#2026x",
    };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await accountPost({ ...again, currentPassword: `Nope#1234${attempt}` }, cookie);
      expect(wrong.status, `attempt ${attempt} after the success`).toBe(400);
    }
  });

  it("refuses the sixth delete-account attempt with 429, even with the right password", async () => {
    const owner = await member("delete-guess");
    const remove = (password: string) => ({ intent: "delete-account", confirmation: "DELETE", password });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await accountPost(remove(`Nope#1234${attempt}`), owner.cookie);
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
    }
    const sixth = await accountPost(remove(STRONG_PASSWORD), owner.cookie);
    expect(sixth.status).toBe(429);
    expect((sixth.body as AccountReply).fieldErrors?.password?.[0]).toMatch(/^Too many attempts\./);
    expect(await db().select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
  });
});

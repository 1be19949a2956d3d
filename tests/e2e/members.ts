import type { BrowserContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { createMember, createProfile, createSession } from "../factories";
import { e2eDatabase } from "./database";
import { E2E_PORT } from "./environment.mjs";
import type { Person } from "./people";

export type AccountOptions = {
  /** Verified by default: most flows act toward other members, which needs it (decision 011). */
  verified?: boolean;
  /** Makes the account staff, as `npm run staff -- grant` does. */
  staff?: boolean;
};

/**
 * The account sign-up would make for `person` (a verified email unless told
 * otherwise, their password, and the profile sign-up creates: their name, the
 * username made from it, the Acting category), written with the factories in
 * tests/factories/ while the server runs, and this context signed in to it
 * with a real session cookie. Returns the account's and the profile's ids.
 */
export async function createAccount(context: BrowserContext, person: Person, options: AccountOptions = {}) {
  await e2eDatabase();
  const member = await createMember({
    name: person.name,
    email: person.email,
    password: person.password,
    verified: options.verified ?? true,
    staff: options.staff ?? false,
  });
  // As sign-up's profile (create-profile-for-user.server.ts) with the Acting category chosen.
  const profile = await createProfile(member, {
    username: person.username,
    role: "Actor",
    categories: ["acting"],
    location: "India",
    cityId: null,
  });
  await addSessionCookie(context, member.id);
  return { userId: member.id, profileId: profile.id };
}

/** Signs this context in to `person`'s existing account: a new session, as another device would get. */
export async function signInContext(context: BrowserContext, person: Pick<Person, "email">) {
  const db = (await e2eDatabase()).db;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, person.email.toLowerCase()));
  if (!row) throw new Error(`No account for ${person.email}`);
  await addSessionCookie(context, row.id);
}

/**
 * A session row and Better Auth's signed cookie for it (tests/factories/sessions.ts),
 * handed to the browser as the server's own Set-Cookie would: host-only,
 * HttpOnly, SameSite=Lax, lasting as long as the session (as "Remember me" does).
 */
export async function addSessionCookie(context: BrowserContext, userId: string) {
  const session = await createSession({ id: userId });
  const separator = session.cookie.indexOf("=");
  await context.addCookies([
    {
      name: session.cookie.slice(0, separator),
      value: session.cookie.slice(separator + 1),
      url: `http://localhost:${E2E_PORT}`,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(session.expiresAt.getTime() / 1000),
    },
  ]);
}

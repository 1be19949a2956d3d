import { generateRandomString } from "better-auth/crypto";
import { getDb } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { slugOf } from "./slug";
import { uniqueSuffix } from "./unique";

/** An account row as stored, plus the plain password it signs in with (null: it has none). */
export type Member = typeof user.$inferSelect & { password: string | null };

export type MemberOptions = {
  /** Verified by default: most tests act toward other members, which needs it (decision 011). */
  verified?: boolean;
  name?: string;
  email?: string;
  /** Gives the account a password (a credential account), for tests that sign in or change it. */
  password?: string;
  /** Makes the account staff (the /staff page), as `npm run staff -- grant` would. */
  staff?: boolean;
};

/** Ids in Better Auth's own shape: 32 letters and digits. */
export const betterAuthId = () => generateRandomString(32, "a-z", "A-Z", "0-9");

/**
 * An account, inserted directly: no sign-up action, no verification email, no
 * profile (see createProfile). Its password, if any, is hashed by the hasher
 * Better Auth is configured with, so the real sign-in and password checks accept it.
 */
export async function createMember({
  verified = true,
  name = "Test Member",
  email,
  password,
  staff = false,
}: MemberOptions = {}): Promise<Member> {
  const db = getDb();
  const [row] = await db
    .insert(user)
    .values({
      id: betterAuthId(),
      name,
      // Better Auth stores and looks up addresses in lowercase.
      email: (email ?? `${slugOf(name)}-${uniqueSuffix()}@example.com`).toLowerCase(),
      emailVerified: verified,
      role: staff ? "staff" : "member",
    })
    .returning();
  if (password) {
    await db.insert(account).values({
      id: betterAuthId(),
      accountId: row!.id,
      providerId: "credential",
      userId: row!.id,
      password: await passwordHash(password),
    });
  }
  return { ...row!, password: password ?? null };
}

/**
 * Hashing is deliberately slow (scrypt), and most tests use one password:
 * each password is hashed once per test file. Sharing a salted hash between
 * test accounts weakens nothing that matters here.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = getAuth().$context.then((context) => context.password.hash(password));
    hashes.set(password, hash);
  }
  return hash;
}

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appMeta } from "~/db/schema";
import { config } from "~/lib/config.server";

const SECRET_KEY = "auth_secret";
/** Set by ensureAuthSecret; before it runs, AUTH_SECRET (if set) is used as is. */
let secret: string | undefined;

/**
 * The secret that signs session cookies, tokens and flash messages. AUTH_SECRET
 * wins; without it one is made once and kept in the database, so every server
 * process (and every restart) signs with the same one. Runs at start-up,
 * inside the start-up lock.
 */
export async function ensureAuthSecret(db: Database): Promise<"environment" | "database"> {
  const fromEnvironment = config().authSecret;
  if (fromEnvironment) {
    secret = fromEnvironment;
    return "environment";
  }
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (stored) {
    secret = stored.value;
  } else {
    secret = crypto.randomBytes(32).toString("base64url");
    await db.insert(appMeta).values({ key: SECRET_KEY, value: secret });
  }
  return "database";
}

export function authSecret(): string {
  const current = secret ?? config().authSecret;
  if (!current)
    throw new Error("The auth secret is not loaded: set AUTH_SECRET or call ensureAuthSecret at start-up.");
  return current;
}

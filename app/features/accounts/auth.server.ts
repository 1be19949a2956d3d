import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { type Database, getDb } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import {
  changeEmailEmail,
  newAddressEmail,
  passwordResetEmail,
  verificationEmail,
} from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { config } from "~/lib/config.server";
import { logger } from "~/lib/logger.server";
import { appOrigin, configuredProviders } from "./auth-config.server";
import { authSecret } from "./auth-secret.server";
import { createProfileForUser } from "./create-profile-for-user.server";
import { isEmailChangeToken, noSignInFromLinks } from "./email-links.server";
import { clearSignInLimits } from "./sign-in-limits.server";

export const SESSION_DAYS = 30;
export const RESET_LINK_MINUTES = 30;

function createAuth(db: Database) {
  const origin = appOrigin();
  return betterAuth({
    appName: "Rangmanch",
    baseURL: origin,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [origin],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 100,
      // Sign-up never signs anyone in, so its answer is the same for a new
      // address and a registered one; people sign in with their password.
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => queueEmail(passwordResetEmail(user.email, url)),
      // The owner proved the account is theirs: the guesses counted against it no longer hold them out.
      onPasswordReset: async ({ user }) => clearSignInLimits(db, user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A link verifies an address; it never signs in (see email-links.server.ts).
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // Better Auth sends an email change's link to the new address through
      // this same callback: that one gets its own mail, never the welcome.
      sendVerificationEmail: async ({ user, url, token }) =>
        queueEmail(
          isEmailChangeToken(token)
            ? newAddressEmail(user.email, user.name, url)
            : verificationEmail(user.email, user.name, url),
        ),
    },
    user: {
      additionalFields: {
        role: { type: "string", defaultValue: "member", input: false },
        // Read with every session so a suspended account is never treated as signed in (session.server.ts).
        suspendedAt: { type: "date", required: false, input: false },
        // The member's language, read with the session so their pages need no second query.
        language: { type: "string", required: false, input: false },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) =>
          queueEmail(changeEmailEmail(user.email, newEmail, url)),
      },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    hooks: { after: noSignInFromLinks },
    databaseHooks: {
      user: { create: { after: async (created) => void (await createProfileForUser(created)) } },
    },
    advanced: {
      useSecureCookies: config().secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Only the address our Express layer vouches for (see client-address.server.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Our own limits (database-backed, per account and address) guard the
    // routes; Better Auth's in-memory limiter would not hold across processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        // A reset asked for an unknown address is expected, not an error, and its log line would name the address.
        if (/user not found/i.test(message)) return;
        const log = logger();
        const write = level === "error" ? log.error : level === "warn" ? log.warn : log.info;
        write.call(log, `[auth] ${message}`);
      },
    },
    plugins: [genericOAuth({ config: configuredProviders() })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let cached: { db: Database; auth: Auth } | undefined;

/** The Better Auth instance for the current database (tests swap databases per file). */
export function getAuth(): Auth {
  const db = getDb();
  if (cached?.db !== db) cached = { db, auth: createAuth(db) };
  return cached.auth;
}

// What the end-to-end server and the test workers must agree on: the port, the
// auth secret (the fixture signs session cookies with it) and the database the
// server runs on, which the fixture writes to with the factories
// (docs/decisions/037-browser-tests-on-postgresql.md).

/** The e2e server's port; its OpenID provider listens 1000 above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The loopback SMTP server that keeps every message the e2e server (and the factories) send. */
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_PORT + 2000}`;

/** The secret the e2e server signs sessions with, so the fixture's cookies are real ones. */
export const E2E_AUTH_SECRET = "rangmanch-e2e-auth-secret-not-for-production-0123456789";

/**
 * With DATABASE_URL (a PostgreSQL server), the e2e server runs on a fresh
 * database of its own on that server, named after the port so that two runs
 * on one machine never share one. Without it, on a fresh PGlite folder.
 */
export function e2eDatabaseUrl() {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${e2eDatabaseName()}`;
  return url.toString();
}

export function e2eDatabaseName() {
  return `rangmanch_e2e_${E2E_PORT}`;
}

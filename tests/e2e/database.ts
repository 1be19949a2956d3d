import { type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { closeJobQueue } from "~/db/job-queue.server";
import { E2E_AUTH_SECRET, E2E_PORT, E2E_SMTP_URL, e2eDatabaseUrl } from "./environment.mjs";

let opened: Promise<DatabaseHandle> | undefined;

/**
 * The e2e server's own PostgreSQL database, opened once per test worker and
 * installed as the app's database, so the factories in tests/factories/ write
 * the world a test needs while the server runs. The factories sign session
 * cookies with the auth secret, so the worker uses the server's, and mail
 * from the services they call goes to the server's mail sink.
 */
export function e2eDatabase(): Promise<DatabaseHandle> {
  const url = e2eDatabaseUrl();
  if (!url) {
    throw new Error(
      "This test makes its members and data with the factories, which write to the e2e server's database while it runs: " +
        "that needs PostgreSQL (DATABASE_URL). On PGlite only the flows tagged @pglite-smoke run (decision 037).",
    );
  }
  process.env.AUTH_SECRET = E2E_AUTH_SECRET;
  process.env.PUBLIC_URL = `http://localhost:${E2E_PORT}`;
  // What the services the factories call send goes where the server's mail goes (tests/e2e/mail.ts reads it).
  process.env.SMTP_URL = E2E_SMTP_URL;
  opened ??= openDatabase({ kind: "postgres", url, maxConnections: 2 }).then((handle) => {
    setDatabase(handle);
    return handle;
  });
  return opened;
}

/** Closes the worker's connection pool (the worker fixture's teardown). */
export async function closeE2eDatabase() {
  if (!opened) return;
  const handle = await opened;
  opened = undefined;
  // The job queue's own connections (a test that added a job) go first.
  await closeJobQueue();
  setDatabase(undefined);
  await handle.close();
}

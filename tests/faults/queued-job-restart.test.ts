// Durable jobs (issue 28, decision 063): an email queued while the mail server refuses it is still
// queued after a SIGKILL, and the server started again on the same data sends it, once. On the
// embedded PGlite and on PostgreSQL.

import { afterAll, describe, test } from "vitest";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import {
  ADMIN_POSTGRES_URL,
  freshPostgresDatabase,
  killHard,
  postForm,
  type RunningServer,
  startProductServer,
  temporaryFolder,
  until,
} from "./fault-server";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const databases = ADMIN_POSTGRES_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

// Side by side: each waits 30 to 60 s for its retry with nothing to do, on its own mail sink, data
// folder, database and port.
describe("a job queued before a SIGKILL", () => {
  test.concurrent.for(databases)(
    "on %s, runs after the restart: the email refused before the kill is sent once by the restarted server",
    async (kind, { expect }) => {
      const sink = await startSmtpSink();
      cleanups.push(sink.close);
      const dataDir = temporaryFolder(`queued-${kind}`);
      const database =
        kind === "postgres" ? await freshPostgresDatabase("rangmanch_faults_queued") : undefined;
      if (database) cleanups.push(database.drop);
      const start = () =>
        startProductServer({ dataDir, databaseUrl: database?.url, env: { SMTP_URL: sink.url } });

      let server: RunningServer = await start();
      cleanups.push(() => server.stop());
      // The mail server is down: every delivery is refused until it is back.
      sink.refuseNext(Number.MAX_SAFE_INTEGER);
      const address = `queued-before-kill-${Date.now()}@example.com`;
      const subscribed = await postForm(server.baseUrl, "/api/newsletter", undefined, { email: address });
      expect(subscribed.status).toBe(200);
      // The worker tried, was refused, and put the email back on the queue for a retry.
      await until(
        "the server to log the refused email",
        () => sink.refused >= 1 && server.logTail(50).includes("it will be tried again"),
        30_000,
      );

      await killHard(server);
      sink.refuseNext(0);
      server = await start();

      // The retry falls due 30 to 60 s after the first try (the email queue's backoff), whichever server runs then.
      const email = await until(
        "the email to arrive after the restart",
        () => sink.latestTo(address),
        120_000,
      );
      expect(email.subject).toMatch(/Confirm your Rangmanch newsletter/);
      expect(sink.messages.filter((message) => message.to.includes(address))).toHaveLength(1);
    },
  );
});

// Kill (issue 26, docs/reliability.md): SIGKILL the server in the middle of a stream of writes
// (messages, feed posts, applications) and start it again on the same data: the database opens
// cleanly, and every write the server had acknowledged is there. On the embedded PGlite and on
// PostgreSQL.

import { execFileSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  ADMIN_POSTGRES_URL,
  CI_REQUIRES_ALL,
  freshPostgresDatabase,
  get,
  killHard,
  type Member,
  postForm,
  type RunningServer,
  signIn,
  startProductServer,
  temporaryFolder,
} from "./fault-server";
import { postgresPrograms } from "./private-postgres";

/** The server is killed once this many writes have been acknowledged: mid-stream, with more in flight. */
const KILL_AFTER_ACKNOWLEDGED = 40;
const WRITERS = ["Kill Writer Asha", "Kill Writer Bharat", "Kill Writer Chitra", "Kill Writer Dev"];

type Write = { table: "messages" | "feed_posts" | "applications"; token: string };
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const databases = ADMIN_POSTGRES_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(databases)("SIGKILL in the middle of writes, on %s", (kind) => {
  test("every acknowledged write is there after a restart, and the database opens cleanly", async () => {
    const dataDir = temporaryFolder(`kill-${kind}`);
    const database = kind === "postgres" ? await freshPostgresDatabase("rangmanch_faults_kill") : undefined;
    if (database) cleanups.push(database.drop);

    let server = await startProductServer({ dataDir, databaseUrl: database?.url });
    cleanups.push(() => server.stop());
    const members: Member[] = [];
    for (const name of WRITERS) members.push(await signIn(server, dataDir, name));
    const jobIds = await openJobIds(server);
    expect(jobIds.length).toBeGreaterThan(3);

    const acknowledged: Write[] = [];
    let killed = false;
    let killing: Promise<void> | undefined;
    const killStarted = () => killing !== undefined;
    const acknowledge = (write: Write) => {
      acknowledged.push(write);
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killing) {
        killing = killHard(server).then(() => {
          killed = true;
        });
      }
    };
    const writers = members.map((member, index) =>
      writeUntilKilled(
        server,
        member,
        members[(index + 1) % members.length] as Member,
        jobIds,
        kind,
        acknowledge,
        killStarted,
      ),
    );
    const outcomes = await Promise.all(writers);
    await killing;
    expect(killed, "the server was killed while the writers were still writing").toBe(true);
    const unanswered = outcomes.reduce((sum, outcome) => sum + outcome.unanswered, 0);
    expect(unanswered, "writes sent before the kill were in flight when it came").toBeGreaterThan(0);

    server = await startProductServer({ dataDir, databaseUrl: database?.url });
    cleanups.push(() => server.stop());
    // The restarted server takes writes again.
    const after = await postForm(server.baseUrl, "/feed", members[0]?.cookie, {
      intent: "post",
      body: `kill-${kind}-after-restart`,
    });
    expect(after.status).toBe(200);

    await server.stop();
    const stored = await readStore(kind, dataDir, database?.url, async (query) => {
      // Every table reads whole: a damaged page or index would fail here.
      const { rows: tables } = await query("select tablename from pg_tables where schemaname = 'public'");
      for (const { tablename } of tables) await query(`select count(*) from "${String(tablename)}"`);
      const found = new Set<string>();
      for (const [table, column] of [
        ["messages", "body"],
        ["feed_posts", "body"],
        ["applications", "note"],
      ] as const) {
        const { rows } = await query(`select ${column} as token from ${table} where ${column} like 'kill-%'`);
        for (const row of rows) found.add(`${table}:${String(row.token)}`);
      }
      return found;
    });
    if (kind === "postgres" && database) checkPostgresPages(database.url);
    const missing = acknowledged.filter((write) => !stored.has(`${write.table}:${write.token}`));
    expect(missing, `${acknowledged.length} acknowledged writes, these lost`).toEqual([]);
    expect(stored.has(`feed_posts:kill-${kind}-after-restart`)).toBe(true);
    console.log(
      `${kind}: killed after ${acknowledged.length} acknowledged writes with ${unanswered} in flight; ` +
        `all ${acknowledged.length} found after the restart (${stored.size} kill-test rows in all).`,
    );
  });
});

/** The open jobs the seed posted, from the jobs list a visitor sees. */
async function openJobIds(server: RunningServer) {
  const page = await get(`${server.baseUrl}/jobs`);
  const ids = [...page.body.toString("utf8").matchAll(/href="\/jobs\/(\d+)"/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set(ids)];
}

/**
 * One member's stream of writes, one at a time as a browser sends them: the first message to the
 * next member, then more in that conversation, feed posts and applications, in turn, until the
 * server stops answering. A write is acknowledged by the answer the page reads as success.
 */
async function writeUntilKilled(
  server: RunningServer,
  member: Member,
  recipient: Member,
  jobIds: string[],
  kind: string,
  acknowledge: (write: Write) => void,
  killStarted: () => boolean,
) {
  const token = (what: string, n: number) => `kill-${kind}-${member.username}-${what}-${n}`;
  let conversation: string | undefined;
  let unanswered = 0;
  for (let n = 0; n < 200; n++) {
    const step = n % 3;
    let write: Write;
    let answer: Promise<{ status: number; headers: Record<string, unknown> }>;
    if (step === 0 || (step === 2 && n / 3 >= jobIds.length)) {
      write = { table: "messages", token: token("message", n) };
      answer = conversation
        ? postForm(server.baseUrl, `/messages/${conversation}`, member.cookie, {
            intent: "send",
            body: write.token,
          })
        : postForm(server.baseUrl, "/new-message", member.cookie, {
            recipient: String(recipient.profileId),
            body: write.token,
          });
    } else if (step === 1) {
      write = { table: "feed_posts", token: token("post", n) };
      answer = postForm(server.baseUrl, "/feed", member.cookie, { intent: "post", body: write.token });
    } else {
      write = { table: "applications", token: token("application", n) };
      answer = postForm(server.baseUrl, `/jobs/${jobIds[Math.floor(n / 3)]}`, member.cookie, {
        intent: "apply",
        note: write.token,
      });
    }
    // Only a write sent before the kill was in flight when it came; one sent after met a dead server.
    const sentBeforeKill = !killStarted();
    let status: number;
    try {
      const response = await answer;
      status = response.status;
      if (!conversation && write.table === "messages") {
        conversation = String(response.headers.location ?? "").match(/^\/messages\/(\d+)$/)?.[1];
      }
    } catch {
      // No answer: the server is gone, and this write may or may not have happened.
      if (sentBeforeKill) unanswered++;
      return { unanswered };
    }
    if (status === 200 || (status === 302 && write.table === "messages")) acknowledge(write);
    else if (status !== 429) throw new Error(`A ${write.table} write was answered ${status}.`);
  }
  return { unanswered };
}

/**
 * PostgreSQL's own check of every table's and B-tree index's pages (pg_amcheck, with the amcheck
 * extension it installs in the test's database), where the machine has it.
 */
function checkPostgresPages(databaseUrl: string) {
  const bin = postgresPrograms();
  if (!bin && CI_REQUIRES_ALL) throw new Error("No pg_amcheck: install postgresql.");
  if (!bin) return;
  const report = execFileSync(
    path.join(bin, "pg_amcheck"),
    ["--install-missing", "--heapallindexed", databaseUrl],
    {
      encoding: "utf8",
    },
  );
  expect(report.trim(), "pg_amcheck found damage").toBe("");
}

/** Opens the stored data as the server does, from disk (PGlite) or PostgreSQL, and reads it with `read`. */
async function readStore<T>(
  kind: "pglite" | "postgres",
  dataDir: string,
  databaseUrl: string | undefined,
  read: (query: Query) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase(
    kind === "postgres" && databaseUrl
      ? { kind, url: databaseUrl }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
  );
  try {
    return await read(
      (text) => handle.db.execute(sql.raw(text)) as Promise<{ rows: Record<string, unknown>[] }>,
    );
  } finally {
    await handle.close();
  }
}

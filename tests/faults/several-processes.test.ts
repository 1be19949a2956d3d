// Several server processes (issue 28, docs/operations.md "Several processes"): WEB_CONCURRENCY=2
// on PostgreSQL starts a primary and two server processes that share the port and both answer;
// one that dies is replaced; SIGTERM to the primary stops both, and it exits 0. On the embedded
// PGlite the same setting is refused, in plain words, before anything serves.

import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, test } from "vitest";
import { isRunning } from "../../server/data-dir-lock";
import {
  ADMIN_POSTGRES_URL,
  CI_REQUIRES_ALL,
  freshPostgresDatabase,
  get,
  type RunningServer,
  startProductServer,
  temporaryFolder,
  until,
} from "./fault-server";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The pids of the processes whose parent is `pid` (the primary's server processes). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** The server's log, one JSON object a line (lines that are not JSON, such as a mail note, left out). */
function logLines(server: RunningServer): Array<Record<string, unknown>> {
  return server
    .logTail(1_000_000)
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** The primary's "N server processes are serving" lines, newest last. */
const servingLines = (server: RunningServer) =>
  logLines(server).filter((line) => line.role === "primary" && Array.isArray(line.workerPids));

describe.skipIf(!ADMIN_POSTGRES_URL && !CI_REQUIRES_ALL)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  test("two server processes answer, one that dies is replaced, and SIGTERM stops them all", async () => {
    const dataDir = temporaryFolder("several-processes");
    const database = await freshPostgresDatabase("rangmanch_faults_several_processes");
    cleanups.push(database.drop);
    const server = await startProductServer({
      dataDir,
      databaseUrl: database.url,
      env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
    });
    cleanups.push(() => server.stop());

    const serving = await until("both server processes serve", () => servingLines(server)[0]);
    const workers = (serving.workerPids as number[]).toSorted();
    expect(workers).toHaveLength(2);
    expect(childrenOf(server.pid).toSorted()).toEqual(workers);

    // Both answer: each connection goes to the next process in turn.
    for (let n = 0; n < 20; n++) {
      expect((await get(`${server.baseUrl}/jobs?processes=${n}`)).status).toBe(200);
    }
    const answeredBy = new Set(
      logLines(server)
        .filter((line) => /[?&]processes=\d+/.test(String((line.req as { url?: string })?.url)))
        .map((line) => Number(line.pid)),
    );
    expect([...answeredBy].toSorted()).toEqual(workers);

    // One dies: the primary starts another, and the site answers meanwhile.
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, "SIGKILL");
    const replaced = await until("a new server process replaces the one killed", () =>
      servingLines(server).find(
        (line) =>
          (line.workerPids as number[]).length === 2 && !(line.workerPids as number[]).includes(victim),
      ),
    );
    const now = (replaced.workerPids as number[]).toSorted();
    expect(now).toContain(survivor);
    expect(childrenOf(server.pid).toSorted()).toEqual(now);
    expect((await get(`${server.baseUrl}/`)).status).toBe(200);
    const restartLine = logLines(server).find(
      (line) => line.role === "primary" && line.workerPid === victim && line.signal === "SIGKILL",
    );
    expect(restartLine?.msg).toMatch(/stopped unexpectedly \(SIGKILL\): starting another in 1 s/);

    // SIGTERM to the primary: every server process stops, and the primary exits 0.
    const started = Date.now();
    process.kill(server.pid, "SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const stoppedInMs = Date.now() - started;
    for (const pid of now) expect(isRunning(pid), `server process ${pid} still runs`).toBe(false);
    const stoppedDatabases = logLines(server).filter((line) => line.msg === "stopped: database");
    expect(stoppedDatabases.map((line) => Number(line.pid)).toSorted()).toEqual(now);
    console.log(
      `WEB_CONCURRENCY=2: primary ${server.pid}, server processes ${workers.join(" and ")}, all answering ` +
        `(${answeredBy.size} of 2 seen in 20 requests); ${victim} killed and replaced by ${now.find((pid) => pid !== survivor)}; ` +
        `SIGTERM stopped them all and the primary exited 0 in ${stoppedInMs} ms.`,
    );
  });
});

describe("WEB_CONCURRENCY=2 on PGlite", () => {
  test("is refused before anything serves, with a message that says why and what to do", async () => {
    const dataDir = temporaryFolder("several-processes-pglite");
    const refused = await startProductServer({ dataDir, env: { WEB_CONCURRENCY: "2" } }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused, "the server started").toBeDefined();
    expect(refused).toMatch(/exited \(code 1\) before it was ready/);
    const message =
      "WEB_CONCURRENCY asks for 2 server processes, but without DATABASE_URL the data is kept in an embedded " +
      "database (PGlite, in DATA_DIR) that only one process can open. Set DATABASE_URL to a PostgreSQL " +
      "database to run several processes, or leave WEB_CONCURRENCY unset to run one.";
    expect(refused?.split(message)).toHaveLength(2); // said once
    expect(refused).toContain("the first server process stopped before it served");
  });
});

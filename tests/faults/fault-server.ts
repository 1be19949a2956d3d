// What the fault tests share (docs/reliability.md): the built production server started as a
// child process on a data folder and database of the test's own, members signed in through the
// real forms, same-site form posts, and a database of its own on the PostgreSQL the tests use.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as benchRequest } from "../../scripts/bench/http.mjs";
import { signInVerifiedMember } from "../../scripts/bench/member.mjs";
import { startServer as startBenchServer } from "../../scripts/bench/server-on-folder.mjs";
import { isRunning } from "../../server/data-dir-lock";
import { adminQuery, withDatabase } from "../integration/global-setup";

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request on a connection of its own (scripts/bench/http.mjs), typed. */
export const request = benchRequest as (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<HttpAnswer>;

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The PostgreSQL the fault tests make their databases on (its role needs CREATEDB), as the other
 * tiers are given it; without one, the tests that need it are skipped.
 */
export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || undefined;

export type RunningServer = {
  baseUrl: string;
  pid: number;
  logTail: (lines?: number) => string;
  stop: () => Promise<void>;
  /** How the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** The built server (`npx react-router build` first) on `dataDir`, and on `databaseUrl` or else PGlite there. */
export function startProductServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("The fault tests run the built server: run `npx react-router build` first.");
  }
  const start = startBenchServer as (
    settings: typeof options & { root: string; logLevel: string },
  ) => Promise<RunningServer>;
  return start({ root: ROOT, logLevel: "warn", ...options });
}

/** SIGKILL: no shutdown handler runs, nothing is flushed or closed. Resolves once the process is gone. */
export async function killHard(server: RunningServer) {
  process.kill(server.pid, "SIGKILL");
  const deadline = Date.now() + 10_000;
  while (isRunning(server.pid)) {
    if (Date.now() > deadline) throw new Error(`Process ${server.pid} outlived SIGKILL by 10 s.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await server.stop();
}

/**
 * In CI every fault test must run: a missing prerequisite (PostgreSQL's programs, root) fails the
 * run instead of skipping the test quietly.
 */
export const CI_REQUIRES_ALL = Boolean(process.env.CI);

const folders: string[] = [];
process.once("exit", () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder, removed when the test process ends. */
export function temporaryFolder(name: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `rangmanch-${name}-`));
  folders.push(folder);
  return folder;
}

export type Member = { cookie: string; username: string; profileId: number; name: string };

export async function signIn(server: RunningServer, dataDir: string, name: string): Promise<Member> {
  return signInVerifiedMember({ baseUrl: server.baseUrl, dataDir, name });
}

/** A same-site form post as the browser sends it: the page's own origin, the member's cookie. */
export function postForm(
  baseUrl: string,
  pathname: string,
  cookie: string | undefined,
  fields: Record<string, string>,
) {
  return request(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      Accept: "text/html",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export function get(url: string, cookie?: string) {
  return request(url, {
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
  }) as Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>;
}

/** A fresh database named `name` on the tests' PostgreSQL; dropped by the function returned. */
export async function freshPostgresDatabase(name: string, adminUrl = ADMIN_POSTGRES_URL) {
  if (!adminUrl) throw new Error("No PostgreSQL: set TEST_POSTGRES_URL or DATABASE_URL.");
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * What `find` finds, once it finds something (not undefined, not false), checking every 100 ms;
 * after `ms` it fails, saying what it waited for.
 */
export async function until<T>(what: string, find: () => T | undefined | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The primary process of `node server.js` when WEB_CONCURRENCY asks for several server processes
// (issue 28; docs/operations.md, "Several processes"). It forks the server processes (node:cluster
// workers, which share the port: the primary accepts each connection and hands it to one of
// them in turn), restarts one that dies, and stops them all on SIGTERM or SIGINT. It never loads
// the app: each worker runs server.js again, which starts the server (server/app.ts) in it.
//
// Plain JavaScript, since server.js imports it before any build exists to import.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import pino from "pino";

/** What a worker tells the primary once it serves: how many workers its checked configuration asks for. */
export const SERVING_MESSAGE = "rangmanch:serving";
/**
 * On the command line of every server process this primary starts, so that the process knows
 * whose worker it is (another cluster manager, such as PM2's, has its own ways).
 */
export const WORKER_FLAG = "--rangmanch-server-process";

/** A worker that stops before it serves, or within this long of starting, failed to start. */
const START_WINDOW_MS = 30_000;
/** Failed starts in a row after which the primary stops everything instead of trying again. */
const MAX_FAILED_STARTS = 5;
const FIRST_RESTART_DELAY_MS = 1000;
const LONGEST_RESTART_DELAY_MS = 30_000;
/**
 * How long the workers have to stop before they are killed: their drain's 20 s
 * (DRAIN_DEADLINE_MS, server/graceful-stop.ts), then the background jobs and the database.
 */
const STOP_LIMIT_MS = 40_000;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * Whether WEB_CONCURRENCY asks for the primary: anything but unset or 1. The number itself, and
 * whether the value makes sense at all, is checked by the first worker with every other setting
 * (app/lib/config.server.ts): a value it refuses stops that worker, and so the start, with the
 * same message as any other bad setting.
 */
export function wantsSeveralProcesses(value) {
  return value !== undefined && value.trim() !== "" && value.trim() !== "1";
}

/** How long to wait before starting a worker again after `failedStarts` failed starts in a row (0: it had been running). */
export function restartDelay(failedStarts) {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, failedStarts - 1), LONGEST_RESTART_DELAY_MS);
}

/**
 * Runs the primary: forks one worker (it migrates and seeds under the startup lock), then, once
 * it serves, the rest of the number its configuration gives. Exits when they have all stopped.
 */
export function runPrimary({ logLevel } = {}) {
  const log = pino({ level: LOG_LEVELS.includes(logLevel) ? logLevel : "info" }).child({ role: "primary" });
  cluster.setupPrimary({
    exec: fileURLToPath(new URL("../server.js", import.meta.url)),
    args: [WORKER_FLAG],
  });

  /** @type {Map<import("node:cluster").Worker, { startedAt: number, serving: boolean }>} */
  const workers = new Map();
  const restarts = new Set();
  let wanted = 0;
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    const facts = { startedAt: Date.now(), serving: false };
    workers.set(worker, facts);
    worker.on("message", (message) => {
      if (message?.type !== SERVING_MESSAGE || facts.serving) return;
      facts.serving = true;
      if (wanted === 0) {
        wanted = message.processes;
        for (let more = 1; more < wanted && !stopping; more++) fork();
      }
      const pids = [...workers].filter(([, each]) => each.serving).map(([each]) => each.process.pid);
      if (pids.length === wanted)
        log.info({ workerPids: pids }, `${wanted} server processes are serving (pids ${pids.join(", ")})`);
    });
    worker.once("exit", (code, signal) => exited(worker, facts, code, signal));
  };

  const exited = (worker, facts, code, signal) => {
    workers.delete(worker);
    const pid = worker.process.pid;
    if (stopping) {
      // Killed by our SIGTERM: a worker still loading the app, before it listens for the signal.
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      if (workers.size === 0) finish();
      return;
    }
    if (wanted === 0) {
      log.fatal(
        { workerPid: pid, code, signal },
        "the first server process stopped before it served (its own message is above): not starting the others",
      );
      process.exit(code || 1);
    }
    const failedStart = !facts.serving || Date.now() - facts.startedAt < START_WINDOW_MS;
    failedStarts = failedStart ? failedStarts + 1 : 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log.fatal(
        { workerPid: pid, code, signal },
        `server processes keep stopping as they start (${failedStarts} in a row): giving up, and stopping the others`,
      );
      exitCode = 1;
      stop("SIGTERM");
      return;
    }
    const delay = restartDelay(failedStarts);
    log.error(
      { workerPid: pid, code, signal, restartInMs: delay },
      `server process ${pid} stopped unexpectedly (${signal ?? `exit code ${code}`}): starting another in ${delay / 1000} s`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  };

  const finish = () => {
    log.info({ exitCode }, "every server process has stopped");
    process.exit(exitCode);
  };

  // Each worker stops on SIGTERM: it finishes its requests in flight, and a second one ends it at
  // once (server/app.ts). A terminal's Ctrl-C sends SIGINT to the workers too; they leave it to us.
  const stop = (signal) => {
    if (stopping) {
      log.warn({ signal }, "a second signal: the server processes stop at once");
      for (const worker of workers.keys()) worker.process.kill("SIGTERM");
      process.exit(1);
    }
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    log.info(
      { signal, processes: workers.size },
      "stopping: each server process finishes its requests in flight",
    );
    if (workers.size === 0) finish();
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error(
        { workerPids: [...workers.keys()].map((worker) => worker.process.pid) },
        "still running: killed",
      );
      for (const worker of workers.keys()) worker.process.kill("SIGKILL");
    }, STOP_LIMIT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log.info("starting the first server process; the others start once it serves");
  fork();
}

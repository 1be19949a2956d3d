import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions as PgBossOptions } from "pg-boss";
import { logger } from "~/lib/logger.server";
import { type Database, type DatabaseHandle, getDatabaseHandle, type Transaction } from "./client.server";
import { QUEUES, type QueueName } from "./job-queues";

/**
 * The durable job queue (decision 063): pg-boss, in the database's own
 * `pgboss` schema, so a job is stored in the same PostgreSQL as everything
 * else, survives a crash or a restart, and is taken by exactly one process
 * however many run (workers claim jobs with SKIP LOCKED; schedules fire once
 * per slot under an advisory lock). On PGlite the same jobs run in the one
 * process, on the embedded database itself.
 *
 * Two kinds of instance: a process that only adds jobs (a test, a script)
 * gets a quiet one (no maintenance, no schedules, no workers); the server's
 * is started with `background: true`, which also runs pg-boss's maintenance
 * and schedules, and gets the workers (server/background-work.ts).
 */
const SCHEMA = "pgboss";

function connectionOptions(handle: DatabaseHandle): PgBossOptions {
  const connection = handle.jobQueueConnection;
  if (connection.kind === "pglite") return { db: fromPglite(connection.client), backend: "pglite" };
  // A small pool of its own: the app's pool stays for requests, and pg-boss's polls never queue behind them.
  return { connectionString: connection.url, max: 3, connectionTimeoutMillis: 5_000 };
}

/**
 * Installs pg-boss's schema, or brings it to this release's version, under
 * pg-boss's own advisory lock. Part of migrating (db/migrate.server.ts), so a
 * database is never on this release's tables without its job queue.
 */
export async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    ...connectionOptions(handle),
    schema: SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on("error", (error) => logger().error({ err: error }, "Job queue error while installing"));
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    // The embedded database is the handle's: stopping pg-boss must not close it.
    await boss.stop({ graceful: false, close: handle.jobQueueConnection.kind === "postgres" });
  }
}

/** Every queue this release uses, with its retry and retention rules (job-queues.ts), created or brought in line. */
async function createQueues(boss: PgBoss) {
  for (const [name, queue] of Object.entries(QUEUES)) {
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, queue.options);
    else await boss.updateQueue(name, withoutFixed(queue.options));
  }
}

/** What pg-boss fixes when a queue is created: its policy cannot change in place. */
function withoutFixed(options: (typeof QUEUES)[QueueName]["options"]) {
  const { policy: _policy, ...changeable } = options as Record<string, unknown>;
  return changeable;
}

export type JobQueueRole = {
  /** Run pg-boss's maintenance (expiring, retrying, deleting old jobs) and fire schedules. */
  background: boolean;
};

/** Opens a pg-boss instance on `handle`'s database; its schema must be installed (installJobQueue). */
export async function openJobQueue(
  handle: DatabaseHandle,
  role: JobQueueRole,
  onError: (error: Error) => void,
) {
  const boss = new PgBoss({
    ...connectionOptions(handle),
    schema: SCHEMA,
    migrate: false,
    supervise: role.background,
    schedule: role.background,
    registerInstance: role.background,
    // Wakes idle workers the moment a job is added (PostgreSQL NOTIFY), with polling as the floor.
    useListenNotify: role.background,
  });
  boss.on("error", onError);
  await boss.start();
  return boss;
}

let current: { handle: DatabaseHandle; boss: Promise<PgBoss> } | undefined;

/**
 * The process's queue, for adding jobs. The server installs its own started
 * instance (setJobQueue); anywhere else (tests, scripts) a quiet one is opened
 * on the current database the first time it is needed. Open it before the
 * first transaction that queues a job: opening reads the queues, and on PGlite
 * the one connection is held by an open transaction.
 */
export function jobQueue(): Promise<PgBoss> {
  const handle = getDatabaseHandle();
  if (current?.handle !== handle) {
    const boss = openJobQueue(handle, { background: false }, (error) =>
      logger().error({ err: error }, "Job queue error"),
    );
    current = { handle, boss };
    // A failed open (the database away) is not kept: the next job asks again.
    boss.catch(() => {
      if (current?.boss === boss) current = undefined;
    });
  }
  return current.boss;
}

/**
 * Installs the server's started instance for this database handle (a quiet one
 * opened before it is stopped); undefined forgets it (after the server stopped it).
 */
export async function setJobQueue(handle: DatabaseHandle | undefined, boss?: PgBoss) {
  if (handle && boss) await closeJobQueue();
  current = handle && boss ? { handle, boss: Promise.resolve(boss) } : undefined;
}

/**
 * Stops the quiet instance a test or script opened (jobQueue), before its database closes.
 * The server stops its own instance (server/background-work.ts).
 */
export async function closeJobQueue() {
  const open = current;
  current = undefined;
  if (!open) return;
  const boss = await open.boss.catch(() => undefined);
  await boss?.stop({ graceful: false, close: open.handle.jobQueueConnection.kind === "postgres" });
}

/**
 * Where a job is written: by default on the queue's own connection; given a
 * transaction, inside it, so the job exists exactly when the change that
 * asked for it commits. On PGlite a job asked for inside a transaction must
 * be written there: the one connection is held by that transaction.
 */
export function jobWriter(db?: Database | Transaction) {
  return db ? { db: fromDrizzle(db as Parameters<typeof fromDrizzle>[0], sql) } : {};
}

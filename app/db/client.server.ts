import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import * as schema from "./schema";

/** The one database type every service uses, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback: a Database bound to one transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` while no other server process can: start-up migration and
   * seeding use it so that servers starting together do not race.
   */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Hears NOTIFY on `channel` from every server process (PGlite: from its own
   * one). PostgreSQL listens on a connection of its own; when that connection
   * drops it is opened again and `onReconnected` runs, since anything notified
   * meanwhile was missed. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnected?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Asks `select 1` on a connection of its own (PostgreSQL), so that a pool busy with slow requests is
   * not mistaken for a database that is gone (server/database-outage.ts). Throws what went wrong.
   */
  probe(): Promise<void>;
  /**
   * How the background-job queue (pg-boss, features/background/) reaches this database: on
   * PostgreSQL a small pool of its own from the same URL; on PGlite the one embedded instance.
   */
  jobQueueConnection: { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };
  close(): Promise<void>;
};

/** A probe's connection attempt gives up after this long. */
const PROBE_CONNECT_TIMEOUT_MS = 2_000;

/** An arbitrary, fixed key for PostgreSQL's advisory lock on start-up work. */
const STARTUP_LOCK_KEY = 727_073_70;

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // A database that does not answer a connection attempt fails the request (a 503, see
      // server/database-outage.ts) instead of holding it, and every request queued behind it, forever.
      connectionTimeoutMillis: 5_000,
      // A connection whose far end vanished without closing it (a network cut) is found out by TCP.
      keepAlive: true,
    });
    // An idle connection dropped by the server (a restart, a failover) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => logger().error({ err: error }, "PostgreSQL connection error"));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async withStartupLock(work) {
        // Advisory locks belong to a session, so the work runs on one dedicated connection.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work(drizzleNodePg({ client, schema }) as unknown as Database);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, onPayload, onReconnected) =>
        listenOnPostgres(options.url, channel, onPayload, onReconnected),
      async probe() {
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: PROBE_CONNECT_TIMEOUT_MS,
        });
        client.on("error", () => {});
        try {
          await client.connect();
          await client.query("select 1");
        } finally {
          await client.end().catch(() => {});
        }
      },
      jobQueueConnection: { kind: "postgres", url: options.url },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Talent search matches misspelt names by their trigrams (drizzle/0008_discovery.sql).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // PGlite is one process with one connection (and the data-folder lock keeps it so).
  return {
    db,
    kind: "pglite",
    withStartupLock: (work) => work(db),
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async probe() {
      await db.execute(sql`select 1`);
    },
    jobQueueConnection: { kind: "pglite", client },
    close: () => client.close(),
  };
}

/** Channel names are ours, never a visitor's: a plain identifier, so it can be written into LISTEN. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN on a dedicated connection, opened again a second after it drops, until stopped. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnected?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      logger().error({ err: error }, "PostgreSQL LISTEN connection error");
      dropped(next);
    });
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
    else client = next;
  };
  const connectSoon = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        onReconnected?.();
      } catch (error) {
        logger().error({ err: error }, "Could not listen on PostgreSQL again");
        connectSoon();
      }
    }, 1000);
    retry.unref();
  };
  const dropped = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    connectSoon();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

let current: DatabaseHandle | undefined;

/** Installs the process-wide database: the server does it at start, tests per file. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

/** The open handle itself, for what a Database cannot do (LISTEN): the live hub. */
export function getDatabaseHandle(): DatabaseHandle {
  if (!current) throw new Error("The database has not been opened yet.");
  return current;
}

export function getDb(): Database {
  if (!current) throw new Error("The database has not been opened yet.");
  return current.db;
}

/** The outage's probe (server/database-outage.ts): `select 1` on a connection of its own. */
export function probeDatabase(): Promise<void> {
  if (!current) return Promise.reject(new Error("The database has not been opened yet."));
  return current.probe();
}

/** For /readyz: true when a trivial query answers. */
export async function isDatabaseReachable(): Promise<boolean> {
  if (!current) return false;
  try {
    await current.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  close(): Promise<void>;
};

/** An arbitrary, fixed key for PostgreSQL's advisory lock on start-up work. */
const STARTUP_LOCK_KEY = 727_073_70;

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle connection dropped by the server (a restart, a failover) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));
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
  return { db, kind: "pglite", withStartupLock: (work) => work(db), close: () => client.close() };
}

let current: DatabaseHandle | undefined;

/** Installs the process-wide database: the server does it at start, tests per file. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

export function getDb(): Database {
  if (!current) throw new Error("The database has not been opened yet.");
  return current.db;
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

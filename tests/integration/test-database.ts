import crypto from "node:crypto";
import fs from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type DatabaseHandle, getDb, openDatabase, setDatabase } from "~/db/client.server";
import { closeJobQueue, jobQueue } from "~/db/job-queue.server";
import { adminQuery, withDatabase } from "./global-setup";

/**
 * Gives the calling test file its own copy of the migrated, seeded database
 * and installs it as the app's database. Returns a getter for direct queries.
 */
export function setUpTestDatabase(): () => Database {
  let handle: DatabaseHandle | undefined;
  let databaseName: string | undefined;
  const url = process.env.DATABASE_URL;

  beforeAll(async () => {
    if (url) {
      databaseName = `rangmanch_t_${crypto.randomBytes(6).toString("hex")}`;
      await adminQuery(url, `create database ${databaseName} template ${inject("pgTemplate")}`);
      handle = await openDatabase({
        kind: "postgres",
        url: withDatabase(url, databaseName),
        maxConnections: 4,
      });
    } else {
      const snapshot = await fs.readFile(inject("pgliteSnapshot"));
      handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
    }
    setDatabase(handle);
    // Opened before any test's first transaction: on PGlite the one connection would be held by it.
    await jobQueue();
  });

  afterAll(async () => {
    // The job queue's connections go first: a PostgreSQL database with clients cannot be dropped.
    await closeJobQueue();
    setDatabase(undefined);
    await handle?.close();
    if (url && databaseName) await adminQuery(url, `drop database if exists ${databaseName}`);
  });

  return getDb;
}

// A database for a bench that adds its own rows: made fresh, migrated and
// sample-seeded by the production server's own start-up (started once and
// stopped), then handed to `fill` for the bench's rows. PostgreSQL: a
// database `name` on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// the role needs CREATEDB), dropped at the end unless `keep`. PGlite: a fresh
// folder, opened in this process while no server runs on it (one process at a time).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onCleanup } from "./cleanup.mjs";
import { DEFAULT_POSTGRES_URL } from "./server.mjs";
import { startServer } from "./server-on-folder.mjs";

/**
 * Resolves to `{ dataDir, databaseUrl, filled }`: where a server for the
 * measurement starts (databaseUrl undefined for PGlite), and what `fill`
 * returned. `fill(query)` gets `query(text, params)` answering `{ rows }`.
 */
export async function preparedDatabase({ kind, name, root, logLevel, keep, fill }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name.replaceAll("_", "-")}-${kind}-`));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === "postgres" ? await freshPostgresDatabase(name, keep) : undefined;
  const migrating = await startServer({ root, dataDir, databaseUrl, logLevel });
  await migrating.stop();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return { dataDir, databaseUrl, filled: await fill((text, params) => client.query(text, params)) };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    return { dataDir, databaseUrl, filled: await fill((text, params) => db.query(text, params)) };
  } finally {
    await db.close();
  }
}

/** Drops and creates `name`; unless `keep`, drops it again when the bench ends. Its URL. */
async function freshPostgresDatabase(name, keep) {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  if (!keep)
    onCleanup(`drop ${name}`, async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Staff command: reads what visitors submitted. Until staff accounts exist
// (the accounts issue adds a staff page), this is how the team reads them.
//
//   npm run staff -- list contact [--limit 20]
//
// Kinds: newsletter, contact, feedback, advertising, not-found, client-errors.
// With the embedded database the server must be stopped first (PGlite allows
// one process); with DATABASE_URL it can run beside the server.
import path from "node:path";
import { openDatabase, setDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import {
  isSubmissionKind,
  listSubmissions,
  SUBMISSION_KINDS,
} from "~/features/staff/list-submissions.server";
import { readConfig } from "../server/config";
import { acquireDataDirLock, DataDirLockedError } from "../server/data-dir-lock";

function usage(): never {
  console.error(`Usage: npm run staff -- list <${SUBMISSION_KINDS.join("|")}> [--limit N]`);
  process.exit(2);
}

const [command, kind, ...rest] = process.argv.slice(2);
if (command !== "list" || !kind || !isSubmissionKind(kind)) usage();
const limitIndex = rest.indexOf("--limit");
const limit = limitIndex >= 0 ? Number.parseInt(rest[limitIndex + 1] ?? "", 10) : 50;
if (!Number.isInteger(limit) || limit < 1) usage();

const config = readConfig();
let release = () => {};
if (!config.databaseUrl) {
  try {
    release = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, maxConnections: 1 }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
);
try {
  setDatabase(handle);
  await handle.withStartupLock((db) => migrateDatabase(handle, db));
  const rows = await listSubmissions(kind, limit);
  if (rows.length === 0) console.log(`No ${kind} yet.`);
  else console.table(rows);
} finally {
  await handle.close();
  release();
}

// Staff command: reads what visitors submitted. Until staff accounts exist
// (the accounts issue adds a staff page), this is how the team reads them.
//
//   npm run staff -- list contact [--limit 20]
//   npm run staff -- grant someone@example.com     (make an account staff)
//   npm run staff -- revoke someone@example.com    (make it a member again)
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
import { setStaffRole } from "~/features/staff/set-staff-role.server";
import { readConfig } from "~/lib/config.server";
import { acquireDataDirLock, DataDirLockedError } from "../server/data-dir-lock";

function usage(): never {
  console.error(
    `Usage: npm run staff -- list <${SUBMISSION_KINDS.join("|")}> [--limit N]\n       npm run staff -- grant|revoke <email>`,
  );
  process.exit(2);
}

const [command, argument, ...rest] = process.argv.slice(2);
if (!argument) usage();
if (command === "list" && !isSubmissionKind(argument)) usage();
if (command !== "list" && command !== "grant" && command !== "revoke") usage();
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
  if (command === "list" && isSubmissionKind(argument)) {
    const rows = await listSubmissions(argument, limit);
    if (rows.length === 0) console.log(`No ${argument} yet.`);
    else console.table(rows);
  } else {
    const found = await setStaffRole(argument, command === "grant");
    console.log(
      found
        ? `${argument} is now ${command === "grant" ? "staff" : "a member"}.`
        : `No account has the email ${argument}.`,
    );
    if (!found) process.exitCode = 1;
  }
} finally {
  await handle.close();
  release();
}

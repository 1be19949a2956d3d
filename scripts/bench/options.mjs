// What the bench scripts share in reading their command line.
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** Prints the calling script's opening comment (its usage) and exits. */
export function printUsageAndExit(scriptUrl) {
  const source = fs.readFileSync(fileURLToPath(scriptUrl), "utf8");
  console.log(source.split("\nimport ")[0].replace(/^\/\/ ?/gm, ""));
  process.exit(0);
}

/** The databases `--db` names: pglite, postgres or both. */
export function databasesOf(db) {
  const databases = { both: ["pglite", "postgres"], pglite: ["pglite"], postgres: ["postgres"] }[db];
  if (!databases) throw new Error(`--db must be pglite, postgres or both, not "${db}".`);
  return databases;
}

// Exits 0 when a PostgreSQL server answers at the given URL, 1 otherwise (within 5 s).
// scripts/test-all.sh asks it before the browser tests, which run on PostgreSQL.
import pg from "pg";

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
} catch {
  process.exit(1);
}

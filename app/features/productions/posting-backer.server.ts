import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { qualified } from "~/db/qualified-column";
import { productions } from "~/db/schema";
import type { PostingBacker } from "./posting-backer";
import { isVerifiedNow } from "./verified-now.server";

/**
 * Who stands behind a posting, read the same way by every list
 * and page of every kind: the production it was posted for, with its
 * verification now, or null for a member posting as themself. A correlated
 * read by primary key, so revoking a verification shows on every open
 * posting at once, with nothing copied onto the postings.
 */
export function backerOf(productionIdColumn: PgColumn): SQL<PostingBacker | null> {
  // Whether it is verified now is read once per posting (a lateral row), for the three fields that show it.
  const now = sql`${sql.identifier("verified_now")}.${sql.identifier("verified")}`;
  return sql<PostingBacker | null>`(select json_build_object(
      'name', ${qualified(productions.name)},
      'slug', ${qualified(productions.slug)},
      'method', case when ${now} then ${qualified(productions.verifiedMethod)} end,
      'verifiedAt', case when ${now} then ${qualified(productions.verifiedAt)} end,
      -- Only a domain is shown ("controls yrf.com"); staff's notes on a registration stay on the staff page.
      'detail', case when ${now} and ${qualified(productions.verifiedMethod)} = 'domain' then ${qualified(productions.verifiedDetail)} end
    ) from ${productions} cross join lateral (select ${isVerifiedNow()} as verified) as verified_now
    where ${qualified(productions.id)} = ${qualified(productionIdColumn)})`.mapWith((value) =>
    typeof value === "string" ? (JSON.parse(value) as PostingBacker) : (value as PostingBacker | null),
  );
}

/** "Verified productions only": postings for a production that is verified now (verified-now.server.ts). */
export function backedByVerifiedProduction(productionIdColumn: PgColumn): SQL {
  return sql`${qualified(productionIdColumn)} in (select ${productions.id} from ${productions} where ${isVerifiedNow()})`;
}

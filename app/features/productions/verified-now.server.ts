import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";
import type { VerificationMethod } from "~/constants/productions";
import { productionMembers, productions, user } from "~/db/schema";

/**
 * Whether a production is verified now, decided here for every badge, every
 * "Verified productions only" filter and the "Post as" choice
 * (docs/decisions/059-productions-and-their-verification.md).
 *
 * The row keeps what was proven (`verified_at`...). A verification vouches for
 * the people who run the production too, so while one of its owners is
 * suspended by our staff it is held: no badge on its page or on any posting for
 * it, out of the verified filter, unverified in "Post as". Nothing is written:
 * lifting the suspension brings it back as it was, and an owner suspended
 * later holds it at once.
 *
 * Each function reads the production row of the query it is written in: the
 * `productions` table (a select from it, a join of it, a subquery over it), or
 * that table under the alias given.
 */

/** A column of `alias` (a table, or its alias in this query), whatever the query around it writes bare. */
const of = (alias: string, column: AnyColumn) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;

const PRODUCTIONS = getTableName(productions);

/** One of its owners is suspended (the members' primary key finds its owners; the user's, their standing). */
function anOwnerSuspended(production: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${productionMembers} as vouching_owner
    join ${user} as vouching_account on ${of("vouching_account", user.id)} = ${of("vouching_owner", productionMembers.userId)}
    where ${of("vouching_owner", productionMembers.productionId)} = ${of(production, productions.id)}
      and ${of("vouching_owner", productionMembers.role)} = 'owner'
      and ${of("vouching_account", user.suspendedAt)} is not null)`;
}

/** Verified now: a verification stands, and none of its owners is suspended. */
export function isVerifiedNow(production: string = PRODUCTIONS): SQL<boolean> {
  return sql<boolean>`(${of(production, productions.verifiedAt)} is not null and not ${anOwnerSuspended(production)})`;
}

/** Verified, but held while one of its owners is suspended: what its owners' page explains. */
export function verificationHeldNow(production: string = PRODUCTIONS): SQL<boolean> {
  return sql<boolean>`(${of(production, productions.verifiedAt)} is not null and ${anOwnerSuspended(production)})`;
}

/** Its verification as its page shows it: when, how and what proved it while it is verified now; nulls otherwise. */
export function verificationShown(production: string = PRODUCTIONS) {
  const shown = (column: AnyColumn) =>
    sql`case when ${isVerifiedNow(production)} then ${of(production, column)} end`;
  return {
    verifiedAt: shown(productions.verifiedAt).mapWith(productions.verifiedAt) as SQL<Date | null>,
    verifiedMethod: shown(productions.verifiedMethod) as SQL<VerificationMethod | null>,
    verifiedDetail: shown(productions.verifiedDetail) as SQL<string | null>,
  };
}

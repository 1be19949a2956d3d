import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { productionMembers, productions } from "~/db/schema";
import { isVerifiedNow } from "./verified-now.server";

/**
 * The company a member's talent card names (spec part 1, section 3): the
 * production they belong to, a verified one first, then the one they joined
 * first; null for someone in none. A correlated subquery by the members' user
 * index, for a page of cards at a time.
 */
export function memberCompanyColumn(userId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select card_company.name from ${productionMembers} as card_member
    join ${productions} as card_company on card_company.id = card_member.production_id
    where card_member.user_id = ${userId}
    order by ${isVerifiedNow("card_company")} desc, card_member.joined_at, card_company.id
    limit 1)`;
}

import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productionMembers, productions } from "~/db/schema";
import { hostMatches, parseHttps } from "~/lib/link-check";
import { verifiableDomain } from "./verifiable-domain.server";
import { isVerifiedNow } from "./verified-now.server";

/**
 * Whether `url` is on the website of a production the member belongs to that is verified now
 * (verified-now.server.ts): the one site besides the portfolio services a profile's "Website" may
 * name (spec part 2, "Edit Profile", keeps its portfolio domains). A casting director's agency site
 * is what people look for; a site nobody checked stays refused, so a profile cannot borrow a studio's
 * address. Its registrable domain and every subdomain count (casting.yrf.com for yrf.com).
 */
export async function isOwnProductionSite(db: Database, userId: string, url: string): Promise<boolean> {
  const link = parseHttps(url);
  if (!link) return false;
  const rows = await db
    .select({ website: productions.website })
    .from(productionMembers)
    .innerJoin(productions, eq(productions.id, productionMembers.productionId))
    .where(and(eq(productionMembers.userId, userId), isVerifiedNow()));
  const domains = rows.flatMap((row) => verifiableDomain(row.website) ?? []);
  return domains.length > 0 && hostMatches(link.hostname, domains);
}

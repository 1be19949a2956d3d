import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import {
  DOMAIN_CODE_MAX_ATTEMPTS,
  DOMAIN_CODE_TTL_MINUTES,
  DOMAIN_CODES_PER_DAY,
} from "~/constants/productions";
import type { Database } from "~/db/client.server";
import { productionDomainCodes, productions, productionVerificationEvents } from "~/db/schema";
import { authSecret } from "~/features/accounts/auth-secret.server";
import { plainTextEmail } from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { config } from "~/lib/config.server";
import { ServiceError } from "~/lib/service-error";
import { lockProduction, refuseUnlessOwner } from "./production-access.server";
import { PRODUCTION_MESSAGES as M } from "./production-messages";
import { isOpenMailDomain, verifiableDomain } from "./verifiable-domain.server";
import { emailDomain, isAtDomain, isFreeMailDomain } from "./verification-domains";
import { approvedIdentity } from "./verified-identity";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a keyed hash is stored: a copy of the table does not give anyone the codes. */
function codeHash(codeId: number | string, code: string) {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`production-code:${codeId}:${code}`)
    .digest("base64url");
}

function refuseEmail(message: string): never {
  throw new ServiceError("invalid", message, { fieldErrors: { email: [message] } });
}

/**
 * An owner asks for a code at an address on the production's website domain
 *. Free mail services and other domains are refused; at most
 * DOMAIN_CODES_PER_DAY a day per production. A new code spends the ones
 * before it. The code goes by email, never into the page or the log.
 */
export async function sendDomainCode(
  db: Database,
  ownerId: string,
  productionId: number,
  email: string,
  now = new Date(),
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    const production = await lockProduction(tx, productionId);
    if (production.verifiedAt) throw new ServiceError("conflict", M.alreadyVerified);
    const siteDomain = verifiableDomain(production.website);
    if (!siteDomain) throw new ServiceError("invalid", M.noDomain);
    const addressDomain = emailDomain(email);
    if (!addressDomain) refuseEmail(M.domainEmail);
    if (isFreeMailDomain(addressDomain) || isOpenMailDomain(addressDomain)) refuseEmail(M.freeMail);
    if (!isAtDomain(addressDomain, siteDomain)) refuseEmail(M.foreignDomain(siteDomain));
    const [today] = await tx
      .select({ count: count() })
      .from(productionDomainCodes)
      .where(
        and(
          eq(productionDomainCodes.productionId, productionId),
          gt(productionDomainCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.count ?? 0) >= DOMAIN_CODES_PER_DAY) throw new ServiceError("rate_limited", M.tooManyCodes);
    await tx
      .update(productionDomainCodes)
      .set({ usedAt: now })
      .where(and(eq(productionDomainCodes.productionId, productionId), isNull(productionDomainCodes.usedAt)));
    const [row] = await tx
      .insert(productionDomainCodes)
      .values({
        productionId,
        email,
        domain: siteDomain,
        // Keyed by the row's own id (set below), so a code is good for its row alone.
        codeHash: "",
        requestedBy: ownerId,
        expiresAt: new Date(now.getTime() + DOMAIN_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: productionDomainCodes.id });
    await tx
      .update(productionDomainCodes)
      .set({ codeHash: codeHash(row!.id, code) })
      .where(eq(productionDomainCodes.id, row!.id));
    // In the same transaction: the code's email exists exactly when the code does.
    await queueEmail(
      plainTextEmail(
        email,
        "Your Rangmanch production verification code",
        `Your code to verify ${production.name} on Rangmanch as controlling ${siteDomain} is ${code}.\n\nIt works once, for ${DOMAIN_CODE_TTL_MINUTES} minutes, on the production's page: ${config().appOrigin}/productions/${production.slug}/manage\n\nIf nobody at ${production.name} asked for it, you can ignore this email: nothing changes without the code.`,
      ),
      tx,
    );
  });
  return { message: M.codeSent(email) };
}

/**
 * An owner enters the code. Right and in time: the production is verified
 * as controlling the domain, and the decision is kept. Wrong: one of the
 * code's DOMAIN_CODE_MAX_ATTEMPTS guesses is spent. A used, replaced or
 * expired code is refused as spent.
 */
export async function confirmDomainCode(
  db: Database,
  ownerId: string,
  productionId: number,
  code: string,
  now = new Date(),
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  const outcome = await db.transaction(async (tx) => {
    const production = await lockProduction(tx, productionId);
    if (production.verifiedAt) throw new ServiceError("conflict", M.alreadyVerified);
    const [latest] = await tx
      .select()
      .from(productionDomainCodes)
      .where(eq(productionDomainCodes.productionId, productionId))
      .orderBy(desc(productionDomainCodes.createdAt), desc(productionDomainCodes.id))
      .limit(1);
    const live =
      latest && !latest.usedAt && latest.expiresAt > now && latest.attempts < DOMAIN_CODE_MAX_ATTEMPTS;
    if (!latest || !live) return { ok: false as const, message: M.codeSpent };
    // The code proves the domain it was sent to: a website changed since points elsewhere.
    if (latest.domain !== verifiableDomain(production.website)) {
      return { ok: false as const, message: M.codeForOldDomain(latest.domain) };
    }
    const given = Buffer.from(codeHash(latest.id, code));
    const stored = Buffer.from(latest.codeHash);
    if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored)) {
      // The wrong guess is counted even though the answer is a refusal: it commits.
      await tx
        .update(productionDomainCodes)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(productionDomainCodes.id, latest.id));
      return { ok: false as const, message: M.wrongCode };
    }
    await tx
      .update(productionDomainCodes)
      .set({ usedAt: now })
      .where(eq(productionDomainCodes.id, latest.id));
    await tx
      .update(productions)
      .set({ verifiedAt: now, verifiedMethod: "domain", verifiedDetail: latest.domain })
      .where(eq(productions.id, productionId));
    await tx.insert(productionVerificationEvents).values({
      productionId,
      action: "verified",
      method: "domain",
      detail: latest.domain,
      reason: `A code sent to ${latest.email} was entered. ${approvedIdentity(production)}`,
      actorId: ownerId,
      createdAt: now,
    });
    return { ok: true as const, message: M.verifiedByDomain(latest.domain) };
  });
  if (!outcome.ok)
    throw new ServiceError("invalid", outcome.message, { fieldErrors: { code: [outcome.message] } });
  return { message: outcome.message };
}

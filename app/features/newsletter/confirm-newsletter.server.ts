import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { hashConfirmToken, looksLikeConfirmToken } from "./confirm-token";

export type ConfirmLinkState = "valid" | "expired" | "invalid";

/** What a confirming link is worth, without using it (the page shows a button; mail scanners only open links). */
export async function checkNewsletterLink(
  db: Database,
  token: string | null,
  now = new Date(),
): Promise<ConfirmLinkState> {
  if (!looksLikeConfirmToken(token)) return "invalid";
  const [row] = await db
    .select({ expiresAt: newsletterSubscriptions.confirmTokenExpiresAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashConfirmToken(token)));
  if (!row) return "invalid";
  return row.expiresAt && row.expiresAt > now ? "valid" : "expired";
}

/**
 * Confirms the subscription the link belongs to, once: the token is cleared in
 * the same statement, so a second use (or a second click racing the first)
 * finds nothing. Expired links confirm nothing. Returns the confirmed address.
 */
export async function confirmNewsletter(
  db: Database,
  token: string | null,
  now = new Date(),
): Promise<{ email: string } | null> {
  if (!looksLikeConfirmToken(token)) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashConfirmToken(token)),
        gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}

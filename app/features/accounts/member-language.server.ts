import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Locale } from "~/lib/i18n/locale";

/** Keeps a member's language on their account: their pages, emails and notices are in it (locale.ts). */
export async function setMemberLanguage(db: Database, userId: string, locale: Locale) {
  await db.update(user).set({ language: locale, updatedAt: new Date() }).where(eq(user.id, userId));
}

import { getCategory } from "~/constants/categories";
import type { Database } from "~/db/client.server";
import { categoryRegistrations } from "~/db/schema";
import { type ClientFacts, limitAddress } from "~/features/security/client-address.server";
import { tooManySubmissionsMessage } from "~/features/security/public-form-limit.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import type { RegistrationInput } from "./registration-schema";

export const CATEGORY_NOT_FOUND = "Category Not Found";

/**
 * Stores a "Join as {singular}" application for staff to review, linked to
 * the account when a member sent it. Anyone may apply, so it is counted per
 * address like the other public forms (five in ten minutes, then
 * `rate_limited`), once the input has passed its schema.
 */
export async function registerForCategory(
  db: Database,
  sender: ClientFacts,
  userId: string | null,
  categorySlug: string,
  input: RegistrationInput,
) {
  if (!getCategory(categorySlug)) throw new ServiceError("not_found", CATEGORY_NOT_FOUND);
  const state = await hitLimit(
    db,
    `category-registration:ip:${limitAddress(sender.ipAddress)}`,
    LIMITS.publicFormPerAddress,
  );
  if (state.limited) {
    throw rateLimited(tooManySubmissionsMessage(state.retryAfterSeconds), state.retryAfterSeconds);
  }
  const [row] = await db
    .insert(categoryRegistrations)
    .values({
      categorySlug,
      userId,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      location: input.location,
      experience: input.experience,
      bio: input.bio,
      portfolioUrl: input.portfolio ?? null,
    })
    .returning({ id: categoryRegistrations.id });
  return row!;
}

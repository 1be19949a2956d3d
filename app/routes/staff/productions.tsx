import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { staffReasonSchema } from "~/features/productions/production-schema";
import {
  approveReview,
  listPendingReviews,
  listVerifiedProductions,
  refuseReview,
  revokeVerification,
} from "~/features/productions/staff-review.server";
import { ProductionReviews } from "~/features/staff/components/production-reviews";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { cleanQuery } from "~/lib/search-text";
import type { Route } from "./+types/productions";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Productions");

/** Verification requests waiting, and the verified productions (`?verified=` finds one by name). */
export async function loader({ url }: Route.LoaderArgs) {
  const db = getDb();
  const name = cleanQuery(url.searchParams.get("verified"));
  const [reviews, verified] = await Promise.all([listPendingReviews(db), listVerifiedProductions(db, name)]);
  return {
    reviews: reviews.map((review) => ({ ...review, submittedAt: review.submittedAt.toISOString() })),
    verified: {
      name,
      total: verified.total,
      rows: verified.rows.map((row) => ({ ...row, verifiedAt: row.verifiedAt?.toISOString() ?? null })),
    },
  };
}

/** The reason staff give for a refusal or a revocation: the production's owner reads it. */
const { reason } = staffReasonSchema.shape;

/** A production's verification approved, refused or revoked (decision 059), each kept with who and why. */
export const action = intentAction({
  "approve-production": intent({
    guard: guards.staff,
    schema: z.object({ review: serialIdField() }),
    run: async ({ review }, staff) => ({ message: (await approveReview(getDb(), staff.id, review)).message }),
  }),
  "refuse-production": intent({
    guard: guards.staff,
    schema: z.object({ review: serialIdField(), reason }),
    run: async ({ review, reason }, staff) => ({
      message: (await refuseReview(getDb(), staff.id, review, reason)).message,
    }),
  }),
  "revoke-production": intent({
    guard: guards.staff,
    schema: z.object({ production: serialIdField(), reason }),
    run: async ({ production, reason }, staff) => ({
      message: (await revokeVerification(getDb(), staff.id, production, reason)).message,
    }),
  }),
});

export default function StaffProductions({ loaderData }: Route.ComponentProps) {
  return <ProductionReviews reviews={loaderData.reviews} verified={loaderData.verified} />;
}

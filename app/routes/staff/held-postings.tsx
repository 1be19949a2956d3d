import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import {
  listHeldPostings,
  refuseHeldPosting,
  releaseHeldPosting,
} from "~/features/postings/posting-holds.server";
import { POSTING_KINDS } from "~/features/postings/posting-kinds";
import { staffReasonSchema } from "~/features/productions/production-schema";
import { HeldPostings } from "~/features/staff/components/held-postings";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/held-postings";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Held postings");

/** Postings held for asking applicants for money (decision 060), oldest first. */
export async function loader() {
  const held = await listHeldPostings(getDb());
  return { postings: held.map((row) => ({ ...row, heldAt: row.heldAt.toISOString() })) };
}

const heldPosting = {
  kind: z.enum(POSTING_KINDS, { error: UNREADABLE_FORM_MESSAGE }),
  posting: serialIdField(),
};

/** A held posting released (public again, its alerts sent) or refused with a reason its poster reads. */
export const action = intentAction({
  "release-posting": intent({
    guard: guards.staff,
    schema: z.object(heldPosting),
    run: async ({ kind, posting }) => ({
      message: (await releaseHeldPosting(getDb(), kind, posting)).message,
    }),
  }),
  "refuse-posting": intent({
    guard: guards.staff,
    schema: z.object({ ...heldPosting, reason: staffReasonSchema.shape.reason }),
    run: async ({ kind, posting, reason }) => ({
      message: (await refuseHeldPosting(getDb(), kind, posting, reason)).message,
    }),
  }),
});

export default function StaffHeldPostings({ loaderData }: Route.ComponentProps) {
  return <HeldPostings postings={loaderData.postings} />;
}

import { z } from "zod";
import { guards } from "~/features/accounts/guards.server";
import { listUndeliveredEmails, sendUndeliveredEmailAgain } from "~/features/staff/background-work.server";
import { UndeliveredEmails } from "~/features/staff/components/background-work";
import { intent, intentAction } from "~/lib/form-intents.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/emails";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Undelivered emails");

export async function loader() {
  return { emails: await listUndeliveredEmails() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unreadable = { error: UNREADABLE_FORM_MESSAGE };

/** An email that could not be delivered, sent again (docs/operations.md). */
export const action = intentAction({
  "resend-email": intent({
    guard: guards.staff,
    schema: z.object({ email: z.string(unreadable).regex(UUID, unreadable) }),
    run: async ({ email }) => ({ message: await sendUndeliveredEmailAgain(email) }),
  }),
});

export default function StaffEmails({ loaderData }: Route.ComponentProps) {
  return <UndeliveredEmails emails={loaderData.emails} />;
}

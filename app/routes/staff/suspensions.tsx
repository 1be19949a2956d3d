import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { liftSuspension, listSuspendedAccounts } from "~/features/accounts/suspension.server";
import { SuspendedAccounts } from "~/features/staff/components/suspended-accounts";
import { intent, intentAction } from "~/lib/form-intents.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/suspensions";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Suspended accounts");

export async function loader() {
  return { accounts: await listSuspendedAccounts(getDb()) };
}

const unreadable = { error: UNREADABLE_FORM_MESSAGE };

/** Lifting a suspension (features/accounts/suspension.server.ts). */
export const action = intentAction({
  "lift-suspension": intent({
    guard: guards.staff,
    schema: z.object({ account: z.string(unreadable).max(100, unreadable) }),
    run: async ({ account }) => ({ message: await liftSuspension(getDb(), account) }),
  }),
});

export default function StaffSuspensions({ loaderData }: Route.ComponentProps) {
  return <SuspendedAccounts accounts={loaderData.accounts} />;
}

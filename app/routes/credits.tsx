import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { CreditRequestsPage } from "~/features/profiles/components/credit-requests-page";
import {
  answerConfirmation,
  listCoworkers,
  listCreditRequests,
  requestConfirmations,
} from "~/features/profiles/credit-confirmations.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import { ServiceError } from "~/lib/service-error";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/credits";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Credits | Rangmanch",
    description: "Confirm co-workers' credits, and ask for yours.",
  }),
  { name: "robots", content: "noindex" },
];

/** Credits waiting for the member's word, and (with ?title=) the co-workers they may ask about one of theirs. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  const db = getDb();
  const mediaId = url.searchParams.get("title");
  let asking: (Awaited<ReturnType<typeof listCoworkers>> & { mediaId: string }) | { error: string } | null =
    null;
  if (mediaId) {
    try {
      asking = { mediaId, ...(await listCoworkers(db, user.id, mediaId.slice(0, 200))) };
    } catch (thrown) {
      if (!(thrown instanceof ServiceError)) throw thrown;
      asking = { error: thrown.message };
    }
  }
  return { waiting: await listCreditRequests(db, user.id), asking };
}

function answerIntent(confirm: boolean) {
  return intent({
    guard: guards.verifiedMember,
    schema: z.object({ request: serialIdField() }),
    run: async ({ request }, user) => answerConfirmation(getDb(), user.id, request, confirm),
  });
}

/** Ask co-workers (`confirmer`, repeated: profile ids) about a credit (`title`), or answer a request (`request`). Needs a verified email. */
export const action = intentAction({
  ask: intent({
    guard: guards.verifiedMember,
    schema: z.object({
      title: z.string({ error: UNREADABLE_FORM_MESSAGE }).max(200, UNREADABLE_FORM_MESSAGE),
      // Profile ids: the page never names an account.
      confirmer: z
        .array(serialIdField())
        .max(50, UNREADABLE_FORM_MESSAGE)
        .optional()
        .transform((ids) => ids ?? []),
    }),
    run: async ({ title, confirmer }, user) => requestConfirmations(getDb(), user.id, title, confirmer),
  }),
  confirm: answerIntent(true),
  decline: answerIntent(false),
});

export default function Credits({ loaderData }: Route.ComponentProps) {
  return <CreditRequestsPage {...loaderData} />;
}

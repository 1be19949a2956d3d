import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { MyProductionsPage } from "~/features/productions/components/my-productions-page";
import { listMyProductions } from "~/features/productions/my-productions.server";
import { answerInvitation } from "~/features/productions/production-members.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/productions";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Your productions | Rangmanch",
    description: "The production houses, agencies and groups you belong to, and your invitations.",
  }),
  { name: "robots", content: "noindex" },
];

/** The member's productions and the invitations waiting for their answer. */
export async function loader({ context }: Route.LoaderArgs) {
  return listMyProductions(getDb(), memberOf(context).id);
}

function answer(accept: boolean) {
  return intent({
    guard: guards.verifiedMember,
    schema: z.object({ invitation: serialIdField() }),
    run: async ({ invitation }, user) => ({
      message: (await answerInvitation(getDb(), user.id, invitation, accept)).message,
    }),
  });
}

/** Accept or decline an invitation (`invitation`): the invitee's own only; answering needs a verified email. */
export const action = intentAction({ accept: answer(true), decline: answer(false) });

export default function Productions({ loaderData }: Route.ComponentProps) {
  return <MyProductionsPage {...loaderData} />;
}

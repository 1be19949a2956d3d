import { getDb } from "~/db/client.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { MyProductionsPage } from "~/features/productions/components/my-productions-page";
import { listMyProductions } from "~/features/productions/my-productions.server";
import { answerInvitation } from "~/features/productions/production-members.server";
import { readFormData } from "~/lib/http.server";
import { idField, unreadable } from "~/lib/intent-reply.server";
import { pageMeta } from "~/lib/seo";
import { messageReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/productions";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Your productions | Rangmanch",
    description: "The production houses, agencies and groups you belong to, and your invitations.",
  }),
  { name: "robots", content: "noindex" },
];

/** The member's productions and the invitations waiting for their answer (issue 27). */
export async function loader({ context }: Route.LoaderArgs) {
  return listMyProductions(getDb(), memberOf(context).id);
}

/** Accept or decline an invitation (`invitation`): the invitee's own only; answering needs a verified email. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const invitation = idField(form, "invitation");
  if ((intent !== "accept" && intent !== "decline") || invitation === null) return unreadable();
  try {
    const { message } = await answerInvitation(getDb(), user.id, invitation, intent === "accept");
    return { ok: true as const, message };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

export default function Productions({ loaderData }: Route.ComponentProps) {
  return <MyProductionsPage {...loaderData} />;
}

import { getDb } from "~/db/client.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { CreditRequestsPage } from "~/features/profiles/components/credit-requests-page";
import {
  answerConfirmation,
  listCoworkers,
  listCreditRequests,
  requestConfirmations,
} from "~/features/profiles/credit-confirmations.server";
import { readFormData } from "~/lib/http.server";
import { idField, unreadable } from "~/lib/intent-reply.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { ServiceError } from "~/lib/service-error";
import { messageReply } from "~/lib/service-error-reply.server";
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

/** Ask co-workers (`confirmer`, repeated: profile ids) about a credit (`title`), or answer a request (`request`). Needs a verified email. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "ask") {
      const title = form.get("title");
      const chosen = form.getAll("confirmer");
      if (typeof title !== "string" || title.length > 200 || chosen.length > 50) return unreadable();
      // Profile ids: the page never names an account.
      const confirmers = chosen.map((value) => (typeof value === "string" ? serialId(value) : null));
      if (confirmers.includes(null)) return unreadable();
      return {
        ok: true as const,
        ...(await requestConfirmations(getDb(), user.id, title, confirmers as number[])),
      };
    }
    const requestId = idField(form, "request");
    if ((intent !== "confirm" && intent !== "decline") || requestId === null) return unreadable();
    return {
      ok: true as const,
      ...(await answerConfirmation(getDb(), user.id, requestId, intent === "confirm")),
    };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  return <CreditRequestsPage {...loaderData} />;
}

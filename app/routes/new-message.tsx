import { data, redirect } from "react-router";
import { MESSAGING_MESSAGES } from "~/constants/messaging";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { NewMessagePage } from "~/features/messaging/components/new-message-page";
import { getRecipient } from "~/features/messaging/recipients.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { messageAboutApplication } from "~/features/postings/message-about-application.server";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { replyToError } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/new-message";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "New Message | Rangmanch", description: "Write to someone on Rangmanch." }),
  { name: "robots", content: "noindex" },
];

/**
 * The composer, at /new-message and /messages/new; `?recipient={profile id}` chooses the person, and
 * `&application={id}` (the applicants page's Message) starts the message with the posting it is about.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  const id = serialId(url.searchParams.get("recipient"));
  const applicationId = serialId(url.searchParams.get("application"));
  const db = getDb();
  return {
    recipient: id === null ? null : await getRecipient(db, user.id, id),
    draft:
      id === null || applicationId === null
        ? null
        : await messageAboutApplication(db, user.id, applicationId, id),
  };
}

/**
 * Sends the first (or next) message to the chosen person, then opens that
 * conversation with "Message sent to {name}": the inbox with nothing open
 * looked as if the message had gone nowhere.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context, "new-message");
  const form = await readFormData(request);
  const typed = { recipient: String(form.get("recipient") ?? ""), body: String(form.get("body") ?? "") };
  const recipientId = serialId(typed.recipient);
  const refuse = (message: string, status: number) =>
    data({ ok: false as const, message, body: typed.body }, status);
  if (recipientId === null) return refuse(MESSAGING_MESSAGES.noRecipient, 400);
  try {
    const sent = await sendMessage(getDb(), user.id, { recipientProfileId: recipientId }, typed.body);
    const toast = await setFlashToast({
      type: "success",
      title: MESSAGING_MESSAGES.sent(sent.recipientName),
    });
    return redirect(`/messages/${sent.conversationId}`, { headers: { "Set-Cookie": toast } });
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      ok: false as const,
      message: error.message,
      body: typed.body,
    }));
  }
}

export default function NewMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewMessagePage recipient={loaderData.recipient} draft={loaderData.draft} reply={actionData} />;
}

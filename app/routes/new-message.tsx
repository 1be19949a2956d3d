import { redirect } from "react-router";
import { z } from "zod";
import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from "~/constants/messaging";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { NewMessagePage } from "~/features/messaging/components/new-message-page";
import { getRecipient } from "~/features/messaging/recipients.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { messageAboutApplication } from "~/features/postings/message-about-application.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
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
 * looked as if the message had gone nowhere. A refused message keeps its words
 * (`kept.body`); the service says what is wrong with them.
 */
export const action = intentAction(
  {
    send: intent({
      guard: guards.verifiedMemberAt("new-message"),
      schema: z.object({
        recipient: serialIdField(MESSAGING_MESSAGES.noRecipient),
        // Twice the limit read here, so the service's own check says what is wrong with a message a little
        // over it; one far over is refused unread, in the same words.
        body: z
          .string()
          .max(MAX_MESSAGE_LENGTH * 2, { error: MESSAGING_MESSAGES.tooLong })
          .optional(),
      }),
      run: async ({ recipient, body }, user) => {
        const sent = await sendMessage(getDb(), user.id, { recipientProfileId: recipient }, body ?? "");
        const toast = await setFlashToast({
          type: "success",
          title: MESSAGING_MESSAGES.sent(sent.recipientName),
        });
        throw redirect(`/messages/${sent.conversationId}`, { headers: { "Set-Cookie": toast } });
      },
    }),
  },
  { fallback: "send", keep: ["body"] },
);

export default function NewMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewMessagePage recipient={loaderData.recipient} draft={loaderData.draft} reply={actionData} />;
}

import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { ChatView } from "~/features/messaging/components/chat-view";
import { getConversation, markConversationRead } from "~/features/messaging/conversations.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/messages-conversation";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.conversation.person.name} | Messages | Rangmanch` : "Messages | Rangmanch" },
  { name: "robots", content: "noindex" },
];

/** One conversation, for its two members only: anyone else gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  const id = serialId(params.conversationId);
  const conversation = id === null ? null : await getConversation(getDb(), user.id, id);
  if (!conversation) throw await notFound(request, "Conversation not found");
  return { conversation };
}

/** `send` a message into this conversation, mark it `read` up to a message, or `report` one of the other's messages. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = memberOf(context);
  const id = serialId(params.conversationId);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (id === null) throw await notFound(request, "Conversation not found");
  try {
    if (intent === "send") {
      // Reading and marking read is for every member; writing to others needs a verified email.
      verifiedMemberOf(context, "messages/:conversationId");
      const body = form.get("body");
      const sent = await sendMessage(
        getDb(),
        user.id,
        { conversationId: id },
        typeof body === "string" ? body : "",
      );
      return { ok: true, message: "", messageId: sent.messageId };
    }
    if (intent === "report") {
      const messageId = serialId(String(form.get("message") ?? ""));
      if (messageId === null) return data({ ok: false, message: REPORT_MESSAGES.notFound }, 400);
      await reportFromForm(getDb(), user.id, { kind: "message", id: messageId }, form);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "read") {
      const upTo = serialId(String(form.get("upTo") ?? ""));
      if (upTo === null) return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
      await markConversationRead(getDb(), user.id, id, upTo);
      return { ok: true, message: "" };
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export default function MessagesConversation({ loaderData }: Route.ComponentProps) {
  const { conversation } = loaderData;
  return (
    <ChatView
      key={conversation.id}
      conversation={conversation}
      messageActions={(message) =>
        message.fromMe ? null : (
          <ReportButton
            action={`/messages/${conversation.id}`}
            what="message"
            fields={{ message: String(message.id) }}
          />
        )
      }
    />
  );
}

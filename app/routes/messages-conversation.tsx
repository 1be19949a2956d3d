import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { ChatView } from "~/features/messaging/components/chat-view";
import { getConversation, markConversationRead } from "~/features/messaging/conversations.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportSchema, reportSubject } from "~/features/reports/report-subject.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { serialId } from "~/lib/serial-ids";
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

/** The conversation a write names: its two members only; anyone else gets the 404 page. */
async function conversationId({ request, params }: Route.ActionArgs) {
  const id = serialId(params.conversationId);
  if (id === null) throw await notFound(request, "Conversation not found");
  return id;
}

/**
 * `send` a message into this conversation, mark it `read` up to a message, or
 * `report` one of the other's messages. Reading and marking read is for every
 * member; writing to others needs a verified email.
 */
export const action = intentAction({
  send: intent({
    guard: guards.verifiedMemberAt("messages/:conversationId"),
    // Its words are checked by sendMessage, which every way of writing goes through.
    schema: z.object({
      body: z
        .string()
        .optional()
        .transform((value) => value ?? ""),
    }),
    run: async ({ body }, user, args: Route.ActionArgs) => {
      const sent = await sendMessage(getDb(), user.id, { conversationId: await conversationId(args) }, body);
      return { message: "", messageId: sent.messageId };
    },
  }),
  report: intent({
    guard: guards.member,
    schema: z.object({ message: serialIdField() }).extend(reportSchema.shape),
    run: async ({ message, ...report }, user, args: Route.ActionArgs) => {
      await conversationId(args);
      await reportSubject(getDb(), user.id, { kind: "message", id: message }, report);
      return { message: REPORT_MESSAGES.sent };
    },
  }),
  read: intent({
    guard: guards.member,
    schema: z.object({ upTo: serialIdField() }),
    run: async ({ upTo }, user, args: Route.ActionArgs) => {
      await markConversationRead(getDb(), user.id, await conversationId(args), upTo);
      return { message: "" };
    },
  }),
});

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

import { ArrowLeft, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { toast } from "~/components/ui/toast";
import { MAX_MESSAGE_LENGTH } from "~/constants/messaging";
import { cn } from "~/lib/utils";
import type { ChatMessage, Conversation } from "../conversations.server";
import { messageParts, messageTime } from "../message-format";
import { PersonAvatar } from "./person-avatar";

type Reply = { ok: boolean; message: string };

/** One conversation: its messages, oldest at the top, and the box to reply in. */
export function ChatView({
  conversation,
  messageActions,
}: {
  conversation: Conversation;
  /** What each message offers besides its text (the route adds Report on the other person's). */
  messageActions?: (message: ChatMessage) => React.ReactNode;
}) {
  const { person, messages } = conversation;
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id ?? 0;
  useMarkRead(conversation);

  // New messages (sent or arriving live) scroll into view.
  useLayoutEffect(() => {
    if (newest && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);

  const lastMineRead = [...messages].reverse().find((message) => message.fromMe);
  return (
    <>
      <header className="flex items-center gap-3 border-b p-3 sm:p-4">
        <Button asChild variant="ghost" size="icon" className="md:hidden">
          <Link to="/messages" aria-label="Back to conversations">
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
        </Button>
        <PersonAvatar person={person} className="size-10" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {person.username ? (
              <Link to={`/u/${person.username}`} className="hover:underline">
                {person.name}
              </Link>
            ) : (
              person.name
            )}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {[person.role, person.isOnline ? "Online" : "Offline"].filter(Boolean).join(" · ")}
          </p>
        </div>
      </header>
      <ol
        ref={list}
        aria-label={`Messages with ${person.name}`}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {messages.length === 0 ? (
          <li className="m-auto text-sm text-muted-foreground">No messages yet. Say hello.</li>
        ) : (
          messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              actions={messageActions?.(message)}
              read={
                message.id === lastMineRead?.id && conversation.readByThemUpTo >= message.id ? "Read" : null
              }
            />
          ))
        )}
      </ol>
      <Composer conversationId={conversation.id} recipientName={person.name} />
    </>
  );
}

function MessageBubble({
  message,
  read,
  actions,
}: {
  message: ChatMessage;
  read: string | null;
  actions: React.ReactNode;
}) {
  return (
    // The first message takes the free space above it, so a short conversation sits by the reply box.
    <li
      className={cn(
        "flex max-w-[80%] flex-col first:mt-auto",
        message.fromMe ? "items-end self-end" : "items-start self-start",
      )}
    >
      <p
        className={cn(
          "rounded-2xl px-4 py-2 break-words whitespace-pre-wrap",
          message.fromMe ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
        )}
      >
        <span className="sr-only">{message.fromMe ? "You: " : ""}</span>
        {messageParts(message.text).map((part) =>
          part.type === "link" ? (
            <a
              key={part.at}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="underline underline-offset-2"
            >
              {part.text}
            </a>
          ) : (
            <span key={part.at}>{part.text}</span>
          ),
        )}
      </p>
      <span className="mt-0.5 text-[11px] text-muted-foreground">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {read ? <span data-testid="read-receipt"> · {read}</span> : null}
      </span>
      {actions ? <div className="text-[11px]">{actions}</div> : null}
    </li>
  );
}

/** The reply box: Enter sends, Shift+Enter starts a new line; blank text is not sent. */
function Composer({ conversationId, recipientName }: { conversationId: number; recipientName: string }) {
  const fetcher = useFetcher<Reply>();
  const [text, setText] = useState("");
  const sending = fetcher.state !== "idle";
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const blank = text.trim() === "";
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    // What was typed stays until it has been sent.
    if (reply.ok) setText("");
    else toast.error(reply.message);
  }, [fetcher.state, fetcher.data]);

  const send = () => {
    if (blank || tooLong || sending) return;
    void fetcher.submit(
      { intent: "send", body: text },
      { method: "post", action: `/messages/${conversationId}` },
    );
  };
  return (
    <fetcher.Form
      method="post"
      action={`/messages/${conversationId}`}
      className="border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <div className="flex items-end gap-2">
        <label htmlFor="message-body" className="sr-only">
          Message to {recipientName}
        </label>
        <Textarea
          id="message-body"
          name="body"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder="Type a message..."
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? "message-too-long" : undefined}
          className="max-h-40 min-h-11 resize-none"
        />
        <Button type="submit" size="icon" disabled={blank || tooLong || sending} aria-label="Send">
          <Send className="size-4" aria-hidden />
        </Button>
      </div>
      {tooLong ? (
        <p id="message-too-long" className="mt-1 text-sm text-destructive">
          {text.length.toLocaleString("en-IN")} of {MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters:
          shorten the message to send it.
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Marks what is on screen read: on opening, when a message arrives, and when the tab comes back into view. */
function useMarkRead(conversation: Conversation) {
  const fetcher = useFetcher<Reply>();
  const newestFromThem = [...conversation.messages].reverse().find((message) => !message.fromMe)?.id ?? 0;
  const asked = useRef(conversation.readByMeUpTo);
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== "visible" || newestFromThem <= asked.current) return;
      asked.current = newestFromThem;
      void fetcher.submit(
        { intent: "read", upTo: String(newestFromThem) },
        { method: "post", action: `/messages/${conversation.id}` },
      );
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newestFromThem, conversation.id, fetcher.submit]);
}

import { MessageSquare, PenSquare } from "lucide-react";
import { Outlet, useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Link, NavLink } from "~/components/ui/link";
import { cn } from "~/lib/utils";
import type { ConversationSummary } from "../conversations.server";
import { conversationTimeLabel } from "../message-format";
import { PersonAvatar } from "./person-avatar";

/**
 * /messages: the conversation list beside the chosen conversation (spec part 1,
 * "Messaging"). On a phone only one of the two shows: the list, or the chat
 * with a back button to the list.
 */
export function MessagesLayout({
  conversations,
  now,
}: {
  conversations: ConversationSummary[];
  now: string;
}) {
  const { conversationId } = useParams();
  const chatOpen = conversationId !== undefined;
  return (
    <div className="mx-auto max-w-[1200px] px-0 sm:px-6 sm:py-6">
      <div className="grid h-[calc(100dvh-4rem)] overflow-hidden border-y bg-card sm:h-[calc(100dvh-7rem)] sm:rounded-xl sm:border md:grid-cols-[320px_1fr]">
        <section
          aria-label="Conversations"
          className={cn("flex min-h-0 flex-col border-r", chatOpen ? "hidden md:flex" : "flex")}
        >
          <header className="flex items-center justify-between gap-2 border-b p-4">
            <h1 className="text-xl font-bold">Messages</h1>
            <Button asChild size="sm">
              <Link to="/messages/new">
                <PenSquare className="size-4" aria-hidden /> New Message
              </Link>
            </Button>
          </header>
          {conversations.length === 0 ? (
            <p className="p-6 text-sm text-muted-foreground">
              No conversations yet. Write to someone from their profile, or start one here.
            </p>
          ) : (
            <ul className="min-h-0 flex-1 overflow-y-auto">
              {conversations.map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} now={now} />
              ))}
            </ul>
          )}
        </section>
        <section className={cn("min-h-0 flex-col", chatOpen ? "flex" : "hidden md:flex")}>
          {chatOpen ? <Outlet /> : <NoConversationChosen />}
        </section>
      </div>
    </div>
  );
}

function ConversationRow({ conversation, now }: { conversation: ConversationSummary; now: string }) {
  const { person, lastMessage, unreadCount } = conversation;
  return (
    <li>
      {/* The row's own text is its accessible name (a label in place of it would hide the visible
          words from speech input, axe's label-content-name-mismatch); what only colour and a dot
          show is added for screen readers. */}
      <NavLink
        to={`/messages/${conversation.id}`}
        className={({ isActive }) =>
          cn("flex items-center gap-3 border-b px-4 py-3 hover:bg-muted/60", isActive && "bg-muted")
        }
      >
        <PersonAvatar person={person} className="size-12" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate", unreadCount > 0 ? "font-bold" : "font-medium")}>
              {person.name}
              {person.isOnline ? <span className="sr-only">, online</span> : null}
            </span>
            {lastMessage ? (
              <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
                {conversationTimeLabel(lastMessage.createdAt, new Date(now))}
              </time>
            ) : null}
          </span>
          {person.role ? (
            <span className="block truncate text-xs text-muted-foreground">{person.role}</span>
          ) : null}
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn(
                "truncate text-sm",
                unreadCount > 0 ? "text-foreground" : "text-muted-foreground",
              )}
            >
              {lastMessage ? `${lastMessage.fromMe ? "You: " : ""}${lastMessage.text}` : ""}
            </span>
            {unreadCount > 0 ? (
              <span
                aria-hidden
                data-testid="conversation-unread"
                className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-[11px] leading-5 font-semibold text-primary-foreground"
              >
                {unreadCount > 99 ? "99+" : unreadCount}
              </span>
            ) : null}
            {unreadCount > 0 ? <span className="sr-only">, {unreadCount} unread</span> : null}
          </span>
        </span>
      </NavLink>
    </li>
  );
}

/** Without a chosen conversation (spec: "Your Messages" with Start a Conversation). */
function NoConversationChosen() {
  return (
    <div className="grid flex-1 place-content-center justify-items-center gap-3 p-8 text-center">
      <MessageSquare className="size-12 text-muted-foreground" aria-hidden />
      <h2 className="text-2xl font-semibold">Your Messages</h2>
      <p className="max-w-sm text-muted-foreground">
        Send private messages to casting directors, collaborators and fellow artists.
      </p>
      <Button asChild>
        <Link to="/messages/new">Start a Conversation</Link>
      </Button>
    </div>
  );
}

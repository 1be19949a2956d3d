import { ArrowLeft, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Input, Textarea } from "~/components/ui/input";
import { Form, Link } from "~/components/ui/link";
import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from "~/constants/messaging";
import type { Recipient } from "../recipients.server";

type Reply = { ok: false; message: string; kept?: Record<string, string> } | undefined;

/** The composer (spec part 1, "/new-message"): choose a person, write, Send Message. */
export function NewMessagePage({
  recipient: chosen,
  draft = null,
  reply,
}: {
  recipient: Recipient | null;
  /** The message's first words, when it answers something (an application: which posting and role). */
  draft?: string | null;
  reply: Reply;
}) {
  const [recipient, setRecipient] = useState<Recipient | null>(chosen);
  const [body, setBody] = useState(reply?.kept?.body ?? draft ?? "");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const blank = body.trim() === "";
  const tooLong = body.length > MAX_MESSAGE_LENGTH;
  const problem = reply?.message ?? (tooLong ? MESSAGING_MESSAGES.tooLong : null);

  return (
    <div className="mx-auto grid max-w-[640px] gap-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to="/messages">
          <ArrowLeft className="size-4" aria-hidden /> Back to Messages
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">New Message</h1>
      <Form method="post" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm" noValidate>
        <RecipientField recipient={recipient} onChange={setRecipient} />
        <div className="grid gap-2">
          <label htmlFor="new-message-body" className="text-sm font-medium">
            Message
          </label>
          <Textarea
            id="new-message-body"
            name="body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            placeholder="Write your message..."
            rows={6}
            aria-invalid={tooLong || undefined}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button asChild variant="outline">
            <Link to="/messages">Cancel</Link>
          </Button>
          <Button type="submit" disabled={!recipient || blank || tooLong || sending}>
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** Search over real profiles; the chosen person shows as a chip removable with ×. */
function RecipientField({
  recipient,
  onChange,
}: {
  recipient: Recipient | null;
  onChange: (recipient: Recipient | null) => void;
}) {
  const search = useFetcher<{ recipients: Recipient[] }>();
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputId = useId();
  const suggestions = typed.trim() === "" ? [] : (search.data?.recipients ?? []);

  useEffect(() => {
    const text = typed.trim();
    if (text === "") return;
    const timer = setTimeout(() => search.load(`/api/message-recipients?q=${encodeURIComponent(text)}`), 300);
    return () => clearTimeout(timer);
  }, [typed, search.load]);

  const choose = (person: Recipient) => {
    onChange(person);
    setTyped("");
    setActive(0);
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        To
      </label>
      {recipient ? (
        <div className="flex">
          <input type="hidden" name="recipient" value={recipient.profileId} />
          <span
            data-testid="recipient-chip"
            className="inline-flex items-center gap-2 rounded-full border bg-muted py-1 pr-1 pl-1"
          >
            <FallbackImage src={recipient.imageUrl} alt="" className="size-7 rounded-full object-cover" />
            <span className="text-sm font-medium">{recipient.name}</span>
            <span className="text-xs text-muted-foreground">{recipient.role}</span>
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={`Remove ${recipient.name}`}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background"
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={inputId}
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={suggestions.length > 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={typed}
            placeholder="Search people by name"
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (suggestions.length === 0) return;
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setActive((active + 1) % suggestions.length);
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((active - 1 + suggestions.length) % suggestions.length);
              } else if (event.key === "Enter") {
                event.preventDefault();
                choose(suggestions[active]!);
              } else if (event.key === "Escape") {
                setTyped("");
              }
            }}
          />
          {suggestions.length > 0 ? (
            <div
              id={listId}
              role="listbox"
              aria-label="People"
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 shadow-lg"
            >
              {suggestions.map((person, index) => (
                <div
                  key={person.profileId}
                  tabIndex={-1}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: it runs before the input's blur.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(person);
                  }}
                  className="flex cursor-pointer items-center gap-3 rounded px-2 py-2 aria-selected:bg-muted"
                >
                  <FallbackImage src={person.imageUrl} alt="" className="size-8 rounded-full object-cover" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{person.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{person.role}</span>
                  </span>
                </div>
              ))}
            </div>
          ) : typed.trim() !== "" && search.state === "idle" && search.data ? (
            <p className="mt-1 text-sm text-muted-foreground">No users found</p>
          ) : null}
        </div>
      )}
    </div>
  );
}

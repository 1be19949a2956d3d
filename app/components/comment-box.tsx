import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";

/**
 * The box under a post or a story for a new comment: its Post button waits
 * for something to post (spec part 2, section 5); the box empties once the
 * comment is taken, and a refusal keeps what was typed with its message.
 * `fields` are the hidden fields the action needs (intent, which item).
 */
export function CommentBox({
  action,
  fields,
  label,
  placeholder,
  maxLength,
  onPosted,
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  placeholder: string;
  maxLength: number;
  onPosted?: () => void;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const [text, setText] = useState("");
  const id = useId();
  const answered = useRef<unknown>(null);
  const posted = useRef(onPosted);
  posted.current = onPosted;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || answered.current === fetcher.data) return;
    answered.current = fetcher.data;
    if (fetcher.data.ok) {
      setText("");
      posted.current?.();
    }
  }, [fetcher.state, fetcher.data]);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action={action} className="flex items-end gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid flex-1 gap-1">
        <Label htmlFor={`${id}-comment`} className="sr-only">
          {label}
        </Label>
        <Textarea
          id={`${id}-comment`}
          name="body"
          rows={1}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className="min-h-9"
        />
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {failed}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={!text.trim() || fetcher.state !== "idle"}>
        Post<span className="sr-only"> comment</span>
      </Button>
    </fetcher.Form>
  );
}

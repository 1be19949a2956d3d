import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Input, Label } from "~/components/ui/input";

/**
 * A list of short entries (skills, languages, awards...). Enter or the Add
 * button adds what was typed; blanks and duplicates (ignoring case) are
 * ignored, as spec part 2, section 2 asks. The list travels to the server as
 * JSON in one hidden input, where the same rules are applied again.
 */
export function TagInput({
  name,
  label,
  defaultValue,
  placeholder,
  errors,
  maxLength = 100,
  variant = "chips",
}: {
  name: string;
  label: string;
  defaultValue: string[];
  placeholder?: string;
  errors?: string[];
  maxLength?: number;
  /** Chips for short tags; a list for longer lines like education entries. */
  variant?: "chips" | "list";
}) {
  const [items, setItems] = useState(defaultValue);
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function add() {
    const value = draft.trim().replace(/\s+/g, " ");
    setDraft("");
    if (!value || items.some((item) => item.toLowerCase() === value.toLowerCase())) return;
    setItems([...items, value]);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <input type="hidden" name={name} value={JSON.stringify(items)} />
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={errors?.length ? errorId : undefined}
          aria-invalid={errors?.length ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Enter adds the entry; it must not submit the whole profile form.
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add to ${label}`}>
          <Icon name="plus" className="size-4" /> Add
        </Button>
      </div>
      {items.length > 0 ? (
        <ul className={variant === "chips" ? "flex flex-wrap gap-2" : "grid gap-2"} aria-label={label}>
          {items.map((item) => (
            <li
              key={item}
              className={
                variant === "chips"
                  ? "flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
                  : "flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              }
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${item}`}
                onClick={() => setItems(items.filter((other) => other !== item))}
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

import { Icon } from "~/components/ui/icon";
import { Form } from "~/components/ui/link";
import { useSearchBox } from "~/lib/use-search-box";
import { Button } from "./button";
import { Input, Label } from "./input";

/**
 * A list page's hero search: a box that answers as the person types
 * (`onSettle` takes the text once typing pauses, or at once for a popular
 * search), and the popular searches under it. Without JavaScript the form
 * submits `q` with the `hidden` fields to `action`.
 */
export function HeroSearch({
  id,
  action,
  label,
  placeholder,
  committed,
  onSettle,
  hidden = {},
  popular = [],
}: {
  id: string;
  action: string;
  label: string;
  placeholder: string;
  /** The search in force, from the address. */
  committed: string;
  onSettle: (text: string) => void;
  /** The rest of the page's query, for the form without JavaScript. */
  hidden?: Record<string, string>;
  /** Searches offered with one click under the box; none, and the row is left out. */
  popular?: readonly string[];
}) {
  const box = useSearchBox(committed, onSettle);
  return (
    <div className="grid gap-3">
      <Form method="get" action={action} role="search" className="flex max-w-3xl gap-2">
        <div className="relative flex-1">
          <Label htmlFor={id} className="sr-only">
            {label}
          </Label>
          <Icon
            name="search"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={box.inputRef}
            id={id}
            name="q"
            type="search"
            value={box.text}
            maxLength={100}
            placeholder={placeholder}
            className="bg-background pl-9 text-foreground"
            onChange={(event) => box.type(event.target.value)}
          />
        </div>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="hero">
          Search
        </Button>
      </Form>
      {popular.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Popular searches</legend>
          <span aria-hidden className="text-white/85">
            Popular:
          </span>
          {popular.map((term) => (
            <Button key={term} type="button" size="sm" variant="hero" onClick={() => box.commit(term)}>
              {term}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

import { useState } from "react";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/** The categories a person works in, as toggle chips; sent as a JSON list of slugs. */
export function CategoryPicker({
  name,
  options,
  defaultValue,
  errors,
}: {
  name: string;
  options: { slug: string; name: string }[];
  defaultValue: string[];
  errors?: string[];
}) {
  const [selected, setSelected] = useState(defaultValue);
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Categories</legend>
      <input type="hidden" name={name} value={JSON.stringify(selected)} />
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option.slug);
          return (
            <button
              key={option.slug}
              type="button"
              aria-pressed={on}
              onClick={() =>
                setSelected(on ? selected.filter((slug) => slug !== option.slug) : [...selected, option.slug])
              }
              className={cn(
                "flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                on ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {on ? <Icon name="check" className="size-3.5" /> : null}
              {option.name}
            </button>
          );
        })}
      </div>
      <FieldError errors={errors} />
    </fieldset>
  );
}

import { useId, useState } from "react";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/**
 * Location: a searchable list of cities that also takes free typing (the
 * spec's combobox). Follows the ARIA combobox pattern: arrow keys move through
 * the options, Enter picks one, Escape closes the list.
 */
export function LocationCombobox({
  name,
  defaultValue,
  options,
  errors,
  errorId,
  inputId,
}: {
  name: string;
  defaultValue: string;
  options: string[];
  errors?: string[];
  errorId: string;
  inputId: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = value.trim().toLowerCase();
  const matches = options.filter((option) => option.toLowerCase().includes(query)).slice(0, 8);

  function choose(option: string) {
    setValue(option);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={inputId}>
        Location
        <span className="text-destructive" aria-hidden>
          {" "}
          *
        </span>
      </Label>
      <div className="relative">
        <Icon
          name="map-pin"
          className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        />
        <Input
          id={inputId}
          name={name}
          value={value}
          required
          autoComplete="off"
          className="pl-9"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setActive((index) => Math.min(index + 1, matches.length - 1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === "Enter" && open && active >= 0 && matches[active]) {
              event.preventDefault();
              choose(matches[active]);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
        />
        {open ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Cities"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {matches.length === 0 ? (
              <p className="px-3 py-2 text-sm text-muted-foreground">No location found.</p>
            ) : (
              matches.map((option, index) => (
                <div
                  key={option}
                  tabIndex={-1}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    "cursor-pointer rounded-sm px-3 py-2 text-sm",
                    index === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                  )}
                  // mousedown, not click: it runs before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                >
                  {option}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

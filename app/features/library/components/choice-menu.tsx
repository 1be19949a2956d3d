import { DropdownMenu } from "radix-ui";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * A multi-select as a menu of checkboxes (the library's language and
 * industry): each choice is switched at once and the menu stays open for the
 * next. The button says how many are chosen.
 */
export function ChoiceMenu({
  label,
  options,
  chosen,
  onToggle,
}: {
  label: string;
  options: string[];
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" className="justify-between gap-2" disabled={options.length === 0}>
          {label}
          {chosen.length > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {chosen.length}
            </span>
          ) : null}
          <Icon name="chevron-down" className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-[60] max-h-72 min-w-48 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option}
              checked={chosen.includes(option)}
              // Keep the menu open: several languages are often wanted together.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => onToggle(option)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <span className="flex size-4 items-center justify-center rounded border">
                <DropdownMenu.ItemIndicator>
                  <Icon name="check" className="size-3" />
                </DropdownMenu.ItemIndicator>
              </span>
              {option}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

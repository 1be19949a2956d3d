import { DropdownMenu } from "radix-ui";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { parseTheme, type Theme } from "./theme";

const OPTIONS: { value: Theme; label: string; icon: IconName }[] = [
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
  { value: "system", label: "System", icon: "laptop" },
];

/**
 * The theme menu (Radix DropdownMenu, with its positioning code): loaded after
 * the first paint by theme-toggle.tsx, which keeps the chosen theme.
 */
export function ThemeMenu({
  theme,
  onChoose,
  className,
  defaultOpen,
  takeFocus,
  children,
}: {
  theme: Theme;
  onChoose: (theme: Theme) => void;
  className?: string;
  /** Opened by a click on the stand-in button before this code had arrived. */
  defaultOpen: boolean;
  /** The stand-in had the keyboard focus: this trigger takes it over. */
  takeFocus: boolean;
  /** The button's face, the same as the stand-in's. */
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the stand-in.
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className={className}
          aria-label={`Theme: ${theme}. Change theme`}
        >
          {children}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-36 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => onChoose(parseTheme(value))}>
            {OPTIONS.map(({ value, label, icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
              >
                <Icon name={icon} className="size-4" />
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

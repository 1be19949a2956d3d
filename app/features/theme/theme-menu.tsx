import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
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
 * the first paint by theme-toggle.tsx, which keeps the chosen theme, and
 * drawn when its stand-in button is first clicked.
 */
export function ThemeMenu({
  theme,
  onChoose,
  className,
  children,
}: {
  theme: Theme;
  onChoose: (theme: Theme) => void;
  className?: string;
  /** The button's face, the same as the stand-in's. */
  children: ReactNode;
}) {
  // It replaces the stand-in button when that is clicked: it opens at once.
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button
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

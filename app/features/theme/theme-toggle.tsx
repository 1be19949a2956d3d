import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { HeaderPopover } from "~/components/ui/header-popover";
import { Icon, type IconName } from "~/components/ui/icon";
import { m } from "~/paraglide/messages";
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from "./theme";

const OPTIONS: { value: Theme; label: () => string; icon: IconName }[] = [
  { value: "light", label: m.theme_light, icon: "sun" },
  { value: "dark", label: m.theme_dark, icon: "moon" },
  { value: "system", label: m.theme_system, icon: "laptop" },
];

const MENU_ID = "theme-menu";

/**
 * The header's theme button and its menu (a header popover). A choice is a
 * form posted to /api/theme, which sets the cookie and comes back, so one made
 * before the page's scripts have run is taken too; once they have, the browser
 * applies it at once and nothing is posted.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const [theme, setTheme] = useState<Theme>(rootData?.theme ?? "system");
  const { pathname, search } = useLocation();

  useEffect(() => {
    setTheme(parseTheme(localStorage.getItem(THEME_STORAGE_KEY) ?? rootData?.theme));
  }, [rootData?.theme]);

  // A "system" choice follows the operating system when it changes.
  useEffect(() => {
    if (theme !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = parseTheme(submitter?.value);
    setTheme(value);
    applyTheme(value);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={m.theme_button({
          theme: OPTIONS.find((option) => option.value === theme)?.label() ?? theme,
        })}
        popoverTarget={MENU_ID}
      >
        <Icon name="sun" className="size-5 dark:hidden" />
        <Icon name="moon" className="hidden size-5 dark:block" />
      </Button>
      <HeaderPopover id={MENU_ID} label={m.theme_label()} className="min-w-36">
        <form method="post" action="/api/theme" onSubmit={choose}>
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          {OPTIONS.map(({ value, label, icon }) => (
            <button
              key={value}
              type="submit"
              name="theme"
              value={value}
              aria-pressed={theme === value}
              className="header-popover-item"
            >
              <Icon name={icon} />
              {label()}
            </button>
          ))}
        </form>
      </HeaderPopover>
    </>
  );
}

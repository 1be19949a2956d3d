import { lazy, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from "./theme";

// The menu (Radix DropdownMenu and its positioning code, some 25 KB compressed,
// the heaviest part of the header) is not needed to paint the page, and most
// visits never open it: a stand-in button of the same look is drawn, the menu's
// code is fetched when a visitor reaches for the button (pointer over it, focus
// or touch), and the menu replaces the stand-in only when the stand-in is
// clicked, opening at once. Swapping the button as soon as the code arrived
// lost clicks: the code, once cached, arrives between a click's pointerdown
// on the stand-in and its click on the menu's own button, so neither opened.
const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

export function ThemeToggle({ className }: { className?: string }) {
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const [theme, setTheme] = useState<Theme>(rootData?.theme ?? "system");
  const [opened, setOpened] = useState(false);

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

  // Not an error yet: a click on the stand-in tries again.
  const prepare = () => void loadMenu().catch(() => {});

  const choose = (value: Theme) => {
    setTheme(value);
    applyTheme(value);
  };

  const face = (
    <>
      <Icon name="sun" className="size-5 dark:hidden" />
      <Icon name="moon" className="hidden size-5 dark:block" />
    </>
  );
  const label = `Theme: ${theme}. Change theme`;
  const standInButton = (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      onClick={() => setOpened(true)}
    >
      {face}
    </Button>
  );

  if (!opened) return standInButton;
  return (
    <Suspense fallback={standInButton}>
      <ThemeMenu theme={theme} onChoose={choose} className={className}>
        {face}
      </ThemeMenu>
    </Suspense>
  );
}

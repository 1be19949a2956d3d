import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from "./theme";

// The menu (Radix DropdownMenu and its positioning code, some 25 KB compressed,
// the heaviest part of the header) is not needed to paint the page, and most
// visits never open it: a stand-in button of the same look is drawn, the menu's
// code is fetched when a visitor reaches for the button (pointer over it, focus
// or touch), and the menu replaces the stand-in once here, open if the stand-in
// was clicked.
const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

export function ThemeToggle({ className }: { className?: string }) {
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const [theme, setTheme] = useState<Theme>(rootData?.theme ?? "system");
  const [menu, setMenu] = useState<"not-loaded" | "loaded" | "opened-early">("not-loaded");
  const standIn = useRef<HTMLButtonElement>(null);
  const standInHadFocus = useRef(false);

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

  const prepare = () => {
    loadMenu()
      .then(() => {
        standInHadFocus.current = document.activeElement === standIn.current;
        setMenu((state) => (state === "not-loaded" ? "loaded" : state));
      })
      // Not an error yet: a click on the stand-in tries again.
      .catch(() => {});
  };

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
      ref={standIn}
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      onClick={() => setMenu("opened-early")}
    >
      {face}
    </Button>
  );

  if (menu === "not-loaded") return standInButton;
  return (
    <Suspense fallback={standInButton}>
      <ThemeMenu
        theme={theme}
        onChoose={choose}
        className={className}
        defaultOpen={menu === "opened-early"}
        takeFocus={standInHadFocus.current}
      >
        {face}
      </ThemeMenu>
    </Suspense>
  );
}

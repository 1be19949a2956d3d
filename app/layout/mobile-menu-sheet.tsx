import { type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { BrandLogo } from "~/components/ui/brand-logo";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { isNavigationItemActive, type NavigationItem } from "~/constants/navigation";
import { cn } from "~/lib/utils";
import { m } from "~/paraglide/messages";
import { LanguageSwitch } from "./language-switch";

/**
 * The mobile menu's sheet, a native modal <dialog>: the browser makes the
 * rest of the page inert, moves focus in, closes on Escape and puts focus
 * back, with no dialog library to download (Radix's Dialog was 14 KB
 * compressed, fetched on every phone). Loaded on demand by mobile-menu.tsx,
 * which owns the trigger button and the open state.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  trigger,
  pathname,
  navigation,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
  pathname: string;
  navigation: readonly NavigationItem[];
  signedIn: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), description: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) {
      element?.showModal();
      // Focus starts on Close, not on the first link (the logo), as Radix's dialogs do.
      closeButton.current?.focus();
    }
    if (!open && element?.open) element.close();
  }, [open]);

  // The page behind stays put while the menu is open, as it did under Radix.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  // In <body>, like Radix's portal: nothing inherited from the header (its white text on the hero).
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the dimmed backdrop; keys close the dialog with Escape.
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[85vw] border-0 bg-transparent p-0 text-foreground backdrop:bg-black/50"
      onClose={() => {
        onOpenChange(false);
        trigger.current?.focus();
      }}
      // A click on the dimmed page around the sheet lands on the <dialog> itself: it closes the menu.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto bg-background p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <BrandLogo />
          <Button
            ref={closeButton}
            variant="ghost"
            size="icon"
            aria-label={m.menu_close()}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="x" className="size-5" />
          </Button>
        </div>
        <h2 id={ids.title} className="sr-only">
          {m.menu_title()}
        </h2>
        <p id={ids.description} className="sr-only">
          {m.menu_description()}
        </p>
        <nav aria-label={m.nav_mobile()} className="grid gap-1">
          {navigation.map((item) => {
            const active = isNavigationItemActive(item, pathname);
            return (
              <Link
                key={item.path}
                to={item.path}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2.5 font-medium hover:bg-muted",
                  active && "bg-muted text-primary",
                )}
              >
                <Icon name={item.icon} className="size-5" />
                {item.label()}
              </Link>
            );
          })}
        </nav>
        <LanguageSwitch place="menu" />
        {signedIn ? null : (
          <div className="mt-2 grid gap-2">
            <Button asChild>
              <Link to="/signup">{m.join_now()}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">{m.sign_in()}</Link>
            </Button>
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useWhenIdle } from "~/components/ui/when-idle";
import type { NavigationItem } from "~/constants/navigation";
import { cn } from "~/lib/utils";
import { m } from "~/paraglide/messages";
import { SITE_LINKS_ID } from "./site-footer";

// The sheet (a native <dialog> with the links) is not part of the first paint:
// it is fetched when the browser is idle on a screen that shows the menu
// button, or on the first tap, whichever comes first.
const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

export function MobileMenu({
  pathname,
  scrolled,
  navigation,
  signedIn,
}: {
  pathname: string;
  scrolled: boolean;
  navigation: readonly NavigationItem[];
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so the sheet can close (and hand focus back) like any dialog.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const location = useLocation();

  // Every navigation closes the menu, including back/forward and links outside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  // A hidden button (wide screens) means no menu to prepare.
  useWhenIdle(() => {
    // A failed fetch here is retried by the first tap; it is not an error yet.
    if (trigger.current?.offsetParent) loadSheet().catch(() => {});
  });

  return (
    <>
      {/*
        A link to the footer's site links until the scripts have come (a tap on a phone on mobile data must
        not do nothing; docs/performance.md, "Taps before the scripts"); once they have, it opens the menu.
      */}
      <Button
        asChild
        variant="ghost"
        size="icon"
        className={cn("xl:hidden", !scrolled && "hover:bg-white/15")}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a link without scripts (to the site's links), a button with them */}
        <a
          ref={trigger}
          href={`#${SITE_LINKS_ID}`}
          role="button"
          aria-label={m.menu_open()}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? "mobile-menu" : undefined}
          onClick={(event) => {
            event.preventDefault();
            setUsed(true);
            setOpen(true);
          }}
          // A button opens with Space as well as Enter.
          onKeyDown={(event) => {
            if (event.key !== " ") return;
            event.preventDefault();
            event.currentTarget.click();
          }}
        >
          <Icon name="menu" className="size-6" />
        </a>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            pathname={pathname}
            navigation={navigation}
            signedIn={signedIn}
          />
        </Suspense>
      ) : null}
    </>
  );
}

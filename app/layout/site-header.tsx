import { useLocation } from "react-router";
import { BrandLogo } from "~/components/ui/brand-logo";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { isNavigationItemActive, navigationFor } from "~/constants/navigation";
import { TIMING } from "~/constants/site";
import { AccountMenu } from "~/features/accounts/components/account-menu";
import { useViewer } from "~/features/accounts/use-viewer";
import { ThemeToggle } from "~/features/theme/theme-toggle";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { cn } from "~/lib/utils";
import { m } from "~/paraglide/messages";
import { HeaderCountLink } from "./header-count-link";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const scrolled = useScrolledPast(TIMING.headerScrollThresholdPx);
  const { pathname } = useLocation();
  const viewer = useViewer();
  const navigation = navigationFor(viewer?.username ?? null);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-300",
        scrolled
          ? "border-b bg-background/80 text-foreground shadow-sm backdrop-blur-md"
          : "bg-hero text-white",
      )}
    >
      <div className="mx-auto flex h-16 max-w-[1400px] items-center gap-4 px-4 sm:px-6">
        <BrandLogo />
        <nav
          aria-label={m.nav_main()}
          className="ml-4 hidden flex-1 items-center gap-0.5 text-sm font-medium whitespace-nowrap xl:flex"
        >
          {navigation.map((item) => {
            const active = isNavigationItemActive(item, pathname);
            return (
              <Link
                key={item.path}
                to={item.path}
                aria-current={active ? "page" : undefined}
                // Size, weight and wrapping come from the nav, once for all ten links; the
                // colours follow the header's data-scrolled (app.css).
                className="nav-link"
              >
                {item.label()}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch place="header" />
          <ThemeToggle className={scrolled ? undefined : "hover:bg-white/15"} />
          {viewer ? (
            <>
              <HeaderCountLink
                to="/messages"
                icon="message-square"
                name={m.nav_messages()}
                unread={viewer.unreadMessages}
                testId="unread-messages"
              />
              <HeaderCountLink
                to="/notifications"
                icon="bell"
                name={m.nav_notifications()}
                unread={viewer.unreadNotifications}
                testId="unread-notifications"
              />
            </>
          ) : null}
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <>
              <Link
                to="/login"
                className={cn(
                  "hidden rounded-md px-3 py-2 text-sm font-medium sm:inline-block",
                  scrolled ? "hover:bg-muted" : "hover:bg-white/15",
                )}
              >
                {m.sign_in()}
              </Link>
              <Button
                asChild
                size="sm"
                variant={scrolled ? "default" : "hero"}
                className="hidden sm:inline-flex"
              >
                <Link to="/signup">{m.join_now()}</Link>
              </Button>
            </>
          )}
          <MobileMenu
            pathname={pathname}
            scrolled={scrolled}
            navigation={navigation}
            signedIn={Boolean(viewer)}
          />
        </div>
      </div>
    </header>
  );
}

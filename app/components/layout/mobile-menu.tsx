import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { isNavigationItemActive, type NavigationItem } from "~/constants/navigation";
import { cn } from "~/lib/utils";
import { BrandLogo } from "./brand-logo";

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
  const location = useLocation();

  // Every navigation closes the menu, including back/forward and links outside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("xl:hidden", !scrolled && "hover:bg-white/15")}
          aria-label="Open menu"
        >
          <Menu className="size-6" aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-[60] flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-background p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <BrandLogo />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-5" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
          <nav aria-label="Mobile" className="grid gap-1">
            {navigation.map((item) => {
              const active = isNavigationItemActive(item, pathname);
              const Icon = item.icon;
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
                  <Icon className="size-5" aria-hidden />
                  {item.name}
                </Link>
              );
            })}
          </nav>
          {signedIn ? null : (
            <div className="mt-2 grid gap-2">
              <Button asChild>
                <Link to="/signup">Join Now</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login">Sign In</Link>
              </Button>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

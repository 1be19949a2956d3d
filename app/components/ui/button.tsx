import { cva, type VariantProps } from "class-variance-authority";
// The subpath, not the radix-ui index: that one re-exports every primitive (see vite.config.ts).
import { Slot } from "radix-ui/slot";
import type * as React from "react";
import { cn } from "~/lib/utils";

// `btn` (app/app.css) is the shared base: layout, type, focus ring, disabled look.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
      destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      outline: "border border-input bg-background hover:bg-muted",
      secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
      ghost: "hover:bg-muted",
      link: "text-primary underline-offset-4 hover:underline",
      hero: "bg-white text-[oklch(0.3_0.12_320)] shadow-md hover:bg-white/90",
      heroOutline: "border border-white/70 text-white hover:bg-white/15",
    },
    size: {
      default: "h-10 px-4 py-2",
      sm: "h-9 px-3",
      lg: "h-11 px-6 text-base",
      icon: "size-10",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

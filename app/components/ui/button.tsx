import { cva, type VariantProps } from "class-variance-authority";
// The subpath, not the radix-ui index: that one re-exports every primitive (see vite.config.ts).
import { Slot } from "radix-ui/slot";
import type * as React from "react";
import { cn } from "~/lib/utils";

// `btn` (app/app.css) is the shared base: layout, type, focus ring, disabled look. Each variant and
// size is a component class there too: a list page draws dozens of buttons, and the class
// names are a few bytes each instead of their utilities (a caller's utility still wins over them).
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-primary",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
      hero: "btn-hero",
      heroOutline: "btn-hero-outline",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
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

import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * The shared look of text inputs, text areas and selects: `field-control` in
 * app/app.css. The text size stays a utility here, so that a caller's own size
 * (text-base on the help search) replaces only the small-screen size, as before.
 */
export const fieldClasses = "field-control text-base sm:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-28", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}

import type * as React from "react";
import { cn } from "~/lib/utils";
import { Label } from "./input";

/** A label, a control and its error, wired together for screen readers. */
export function Field({
  label,
  htmlFor,
  errorId,
  errors,
  required,
  hint,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  errorId: string;
  errors?: string[] | null;
  required?: boolean;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden>
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {errors[0]}
    </p>
  );
}

/** A control wired to its error, where it is drawn by hand: marked invalid and described by the message. */
export function invalidProps(errors: string[] | undefined, errorId: string) {
  return errors?.length ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}

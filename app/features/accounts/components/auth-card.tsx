import type * as React from "react";
import { BrandLogo } from "~/components/ui/brand-logo";

/** The frame of the sign-in, sign-up and reset pages. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-hero flex min-h-[calc(100dvh-4rem)] items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-2xl sm:p-8">
        <div className="mb-6 grid justify-items-center gap-3 text-center">
          <BrandLogo />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

export function FormAlert({
  message,
  tone = "error",
}: {
  message?: string | null;
  tone?: "error" | "info" | "success";
}) {
  if (!message) return null;
  const styles = {
    error: "border-destructive/40 bg-destructive/10 text-destructive",
    info: "border-border bg-muted text-foreground",
    success: "border-green-600/40 bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm font-medium ${styles}`}
    >
      {message}
    </div>
  );
}

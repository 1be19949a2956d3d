import type { ReactNode } from "react";

/** One figure in a list page's row of counts (inside a <dl>); the icon shows from tablet width. */
export function StatTile({ icon, label, value }: { icon?: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-xl border bg-card p-3 sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-sm">
        {icon ? <span className="hidden text-primary sm:inline">{icon}</span> : null}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl">{value.toLocaleString("en-IN")}</dd>
    </div>
  );
}

import type { ReactNode } from "react";

/** One figure in a list page's row of counts (inside a <dl>); the icon shows from tablet width. */
export function StatTile({ icon, label, value }: { icon?: ReactNode; label: string; value: number }) {
  return (
    <div className="stat-tile">
      <dt className="stat-label">
        {icon ? <span className="hidden text-primary sm:inline">{icon}</span> : null}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl">{value.toLocaleString("en-IN")}</dd>
    </div>
  );
}

import { Outlet } from "react-router";
import { NavLink } from "~/components/ui/link";
import { staffOnly } from "~/middleware/route-guards.server";
import { STAFF_QUEUES } from "~/routes/staff/staff-queues";

/** A staff page's link looks like one; the page one is on reads as where one is, not as a link. */
const STAFF_LINK =
  "text-primary underline underline-offset-4 aria-[current=page]:text-foreground aria-[current=page]:no-underline aria-[current=page]:font-semibold";

/** Staff only; everyone else gets the 404 page. Every staff page under it shows the queues' menu. */
export const middleware = [staffOnly];

export default function StaffOnly() {
  // min-w-0 on each card: a wide table scrolls inside its card instead of widening the page.
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-10 sm:px-6 [&>*]:min-w-0">
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <nav aria-label="Staff pages" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <NavLink to="/staff" end className={STAFF_LINK}>
          Overview
        </NavLink>
        {STAFF_QUEUES.map(({ path, label }) => (
          <NavLink key={path} to={path} className={STAFF_LINK}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

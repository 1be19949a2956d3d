import { Outlet } from "react-router";
import { staffOnly } from "~/middleware/route-guards.server";

/** Staff only; everyone else gets the 404 page. */
export const middleware = [staffOnly];

export default function StaffOnly() {
  return <Outlet />;
}

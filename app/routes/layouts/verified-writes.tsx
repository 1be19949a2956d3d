import { Outlet } from "react-router";
import { verifiedWrites } from "~/middleware/route-guards.server";

/** Anyone may read these pages; writing to them (follow, connect, review...) needs a verified account. */
export const middleware = [verifiedWrites];

export default function VerifiedWrites() {
  return <Outlet />;
}

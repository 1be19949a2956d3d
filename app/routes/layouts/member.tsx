import { Outlet } from "react-router";
import { signedIn } from "~/middleware/route-guards.server";

/** Signed in for every request; an unverified account may use these (its own account, profile and uploads). */
export const middleware = [signedIn];

export default function MemberOnly() {
  return <Outlet />;
}

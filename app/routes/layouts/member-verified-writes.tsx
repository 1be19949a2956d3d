import { Outlet } from "react-router";
import { signedInVerifiedWrites } from "~/middleware/route-guards.server";

/**
 * Members only, and their forms act toward others: posting and editing a
 * posting, answering its applicants. Reading needs a signed-in account (a
 * visitor is sent to sign in and brought back); writing needs a verified one.
 */
export const middleware = [signedInVerifiedWrites];

export default function MemberVerifiedWrites() {
  return <Outlet />;
}

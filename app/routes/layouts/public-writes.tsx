import { Outlet } from "react-router";

/**
 * Routes anyone may post to, signed in or not: signing in and up, password
 * reset, the public forms and reports. Each validates its own input; all
 * pass the root's default write limit, and those that write for anyone
 * (sign-in and up, reset requests, the forms, reports, 404s) a stricter one
 * of their own. Adding a route here is a decision: say why in app/routes.ts
 * and in the route-guard test's list.
 */
export default function PublicWrites() {
  return <Outlet />;
}

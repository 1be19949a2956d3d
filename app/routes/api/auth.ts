import { data } from "react-router";
import { getAuth } from "~/features/accounts/auth.server";
import type { Route } from "./+types/auth";

/**
 * Better Auth's own HTTP endpoints, limited to the links people follow and the
 * providers' callbacks. Sign-in, sign-up and the rest go through our routes,
 * which apply the spec's validation and our database-backed limits.
 */
const ALLOWED = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/oauth2\/callback\/[a-z]+$/,
];

function isAllowed(request: Request) {
  const { pathname } = new URL(request.url);
  return ALLOWED.some((pattern) => pattern.test(pathname));
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!isAllowed(request)) throw data({ error: "Not found" }, { status: 404 });
  return getAuth().handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  if (!isAllowed(request)) throw data({ error: "Not found" }, { status: 404 });
  return getAuth().handler(request);
}

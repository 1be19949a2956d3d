import { data } from "react-router";
import { enabledProviderIds } from "~/features/accounts/auth-config.server";
import { serveAuthEndpoint } from "~/features/accounts/auth-edge.server";
import type { Route } from "./+types/auth";

/**
 * Better Auth's own HTTP endpoints, limited to the links people follow and the
 * providers' callbacks. Sign-in, sign-up and the rest go through our routes,
 * which apply the validation of spec part 2, section 5 and our database-backed
 * limits.
 */
const PROVIDER_CALLBACK = /^\/api\/auth\/callback\/[a-z]+$/;
const LINKS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[^/]+$/, PROVIDER_CALLBACK];

const served = (request: Request, patterns: RegExp[]) => {
  const { pathname } = new URL(request.url);
  return patterns.some((pattern) => pattern.test(pathname));
};

export async function loader({ request }: Route.LoaderArgs) {
  if (!served(request, LINKS)) throw data({ error: "Not found" }, { status: 404 });
  return serveAuthEndpoint(request);
}

/** A callback for a provider that is switched on; any other is ours to refuse (Better Auth's 404 says nothing). */
const isEnabledCallback = (request: Request) => {
  const { pathname } = new URL(request.url);
  const provider = PROVIDER_CALLBACK.test(pathname) ? pathname.split("/").pop() : undefined;
  return enabledProviderIds().some((id) => id === provider);
};

/** Only a provider's callback is ever posted (OAuth's form_post); links are opened, never posted. */
export async function action({ request }: Route.ActionArgs) {
  if (!isEnabledCallback(request)) throw data({ error: "Not found" }, { status: 404 });
  return serveAuthEndpoint(request);
}

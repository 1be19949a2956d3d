import { putViewerInContext } from "~/features/accounts/viewer.server";
import { createRequestContext } from "~/lib/request-context";

/**
 * Calls a route's loader or action the way React Router does (after the root
 * middleware has put the viewer in the context), and gives back
 * the status and body whether it returned, returned data(), or threw.
 */
type RouteFunction = (args: never) => unknown;

/** The router context the root middleware hands on: the request's facts and who is asking. */
export async function routeContextFor(request: Request) {
  const context = createRequestContext({ cspNonce: "test", log: {} });
  await putViewerInContext(request, context);
  return context;
}

export async function callRoute(fn: RouteFunction, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await (fn as (args: unknown) => unknown)({
      request,
      // React Router 8's page address beside the raw request; a test's request is for the page itself.
      url: new URL(request.url),
      params,
      context: await routeContextFor(request),
    });
    return unwrap(result);
  } catch (thrown) {
    return unwrap(thrown);
  }
}

function unwrap(value: unknown): { status: number; body: unknown } {
  if (value instanceof Response) return { status: value.status, body: value };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init?: ResponseInit };
    return { status: init?.status ?? 200, body: data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value };
}

export function formRequest(path: string, fields: Record<string, string>, init: RequestInit = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    ...init,
  });
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { headers });
}

import { type DataStrategyResult, data, isRouteErrorResponse, type MiddlewareFunction } from "react-router";
import { type Refusal, refusalFromThrown, refusalReply } from "./refusal";

/**
 * Every refusal stays on the page that asked. When a form or a
 * button posts and the server refuses with a 4xx (a guard's refusal, a
 * posting that is gone, a limit), React Router would otherwise draw the
 * route's error screen in place of the page and lose what was typed. This
 * browser middleware, on the root (app/root.tsx), turns such a refusal into
 * the action's answer, `{ ok: false, message, refusal }`, which the forms and
 * buttons already show, and announces it once to the refusal notice
 * (app/features/accounts/components/refusal-notices.tsx), which offers the way forward. A 5xx is a
 * fault, not a refusal: it still reaches the error screen.
 *
 * Without JavaScript the browser posts a whole page, and the root's error
 * boundary shows the refusal with its way forward instead.
 */
export const keepRefusalsInPlace: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  if (request.method === "GET" || request.method === "HEAD") return results;
  for (const [routeId, result] of Object.entries(results)) {
    const refusal = refusalIn(result);
    if (!refusal) continue;
    results[routeId] = { type: "data", result: data(refusalReply(refusal.refusal), refusal.status) };
    announceRefusal(refusal.refusal);
  }
  return results;
};

function refusalIn({
  type,
  result: thrown,
}: DataStrategyResult): { refusal: Refusal; status: number } | null {
  if (type !== "error" || !isRouteErrorResponse(thrown)) return null;
  if (thrown.status < 400 || thrown.status >= 500) return null;
  return { refusal: refusalFromThrown(thrown.status, thrown.data), status: thrown.status };
}

/** The refusal notice listens here: one listener, the root's. */
type Listener = (refusal: Refusal) => void;
let listener: Listener | null = null;

export function onRefusal(next: Listener) {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Shows a refusal the page itself decided on (a form that knows the server would refuse). */
export function announceRefusal(refusal: Refusal) {
  listener?.(refusal);
}

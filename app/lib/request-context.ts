import { createContext, RouterContextProvider } from "react-router";

/**
 * What one request's log line says about it beyond method, path and status;
 * the root middleware fills it in and the server's request log reads it when
 * the response ends.
 */
export type RequestLogFacts = { userId?: string; route?: string };

export type RequestFacts = {
  /** The CSP nonce of this response, rendered into every script tag. */
  cspNonce: string;
  log: RequestLogFacts;
};

export const requestFactsContext = createContext<RequestFacts>();

/** The context every loader, action and middleware receives (built by the server per request). */
export function createRequestContext(facts: RequestFacts) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, facts);
  return context;
}

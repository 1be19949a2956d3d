import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestLogFacts } from "~/lib/request-context";
import { type DatabaseOutage, sendUnavailable } from "./database-outage";
import { requestUrl, sendHead, sendResponse, toFetchRequest } from "./fetch-bridge";
import type { PageCache } from "./page-cache";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** Rendered public pages for signed-out visitors; none in development. */
  pageCache?: PageCache;
  /** A page that failed because the database is gone is answered 503, not 500. */
  outage: DatabaseOutage;
  /**
   * Told of every page sent from the cache, whose loader did not run: what a
   * loader counts on each view (a profile's views) is counted here instead.
   */
  onKeptPageSent?: (route: string | undefined, req: ExpressRequest) => void;
};

/**
 * React Router behind Express. Requests that may be answered from the page
 * cache (signed-out GETs, see page-cache.ts) take the short road: a kept page
 * with a fresh nonce, or a render whose HTML is kept when it is public.
 * Everything else is rendered and streamed as it comes.
 */
export function createPageHandler({
  build,
  mode,
  getLoadContext,
  pageCache,
  outage,
  onKeptPageSent,
}: Options) {
  const handleRouter = createRequestHandler(build, mode);
  /** React Router's answer, unless it failed for want of the database: then the 503 is sent, and undefined returned. */
  const handleRequest = async (request: Request, req: ExpressRequest, res: ExpressResponse) => {
    const response = await handleRouter(request, getLoadContext(req, res));
    if (response.status < 500 || !(await outage.confirmFailure())) return response;
    await response.body?.cancel().catch(() => {});
    sendUnavailable(req, res);
    return undefined;
  };
  const render = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), req, res);
      if (response) await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
  if (!pageCache) return render;

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let url: string;
    try {
      url = requestUrl(req);
    } catch {
      return render(req, res, next);
    }
    const key = pageCache.keyFor(req.method, url, req.headers.cookie, req.headers["accept-language"]);
    if (!key) return render(req, res, next);
    const nonce = res.locals.cspNonce as string;
    try {
      const kept = pageCache.take(key, nonce);
      if (kept) {
        (res.locals as { log?: RequestLogFacts }).log = { route: kept.route };
        res.status(kept.status);
        for (const [name, value] of kept.headers) res.append(name, value);
        res.end(req.method === "HEAD" ? undefined : kept.body);
        onKeptPageSent?.(kept.route, req);
        return;
      }
      const request = toFetchRequest(req, res, url);
      const renderedIn = pageCache.generation;
      const response = await handleRequest(request, req, res);
      if (!response) return;
      const route = (res.locals as { log?: RequestLogFacts }).log?.route;
      if (req.method === "GET" && mayKeep(response)) {
        const body = await response.text();
        pageCache.keep(key, {
          status: response.status,
          headers: response.headers,
          body,
          route,
          nonce,
          renderedIn,
        });
        sendHead(res, response);
        res.end(body);
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** Worth buffering to keep: a whole page or page data, drawn for nobody in particular. */
function mayKeep(response: Response) {
  return response.status === 200 && !response.headers.has("set-cookie") && response.body !== null;
}

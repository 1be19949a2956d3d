import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestLogFacts } from "~/lib/request-context";
import type { PageCache } from "./page-cache";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** Rendered public pages for signed-out visitors; none in development. */
  pageCache?: PageCache;
};

/**
 * React Router behind Express. Requests that may be answered from the page
 * cache (signed-out GETs, see page-cache.ts) take the short road: a kept page
 * with a fresh nonce, or a render whose HTML is kept when it is public.
 * Everything else goes through React Router's own Express adapter unchanged.
 */
export function createPageHandler({ build, mode, getLoadContext, pageCache }: Options) {
  const adapter = createExpressHandler({ build, mode, getLoadContext });
  if (!pageCache) return adapter;
  const handleRequest = createRequestHandler(build, mode);

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let url: string;
    try {
      url = requestUrl(req);
    } catch {
      return adapter(req, res, next);
    }
    const key = pageCache.keyFor(req.method, url, req.headers.cookie);
    if (!key) return adapter(req, res, next);
    const nonce = res.locals.cspNonce as string;
    try {
      const kept = pageCache.take(key, nonce);
      if (kept) {
        (res.locals as { log?: RequestLogFacts }).log = { route: kept.route };
        res.status(kept.status);
        for (const [name, value] of kept.headers) res.append(name, value);
        res.end(req.method === "HEAD" ? undefined : kept.body);
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(url, {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
      });
      const renderedIn = pageCache.generation;
      const response = await handleRequest(request, getLoadContext(req, res));
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
      sendHead(res, response);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

/** Worth buffering to keep: a whole page or page data, drawn for nobody in particular. */
function mayKeep(response: Response) {
  return response.status === 200 && !response.headers.has("set-cookie") && response.body !== null;
}

function sendHead(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
}

/**
 * The request's URL as React Router's Express adapter builds it (host from
 * X-Forwarded-Host only behind a trusted proxy), so both roads see one URL.
 */
function requestUrl(req: ExpressRequest): string {
  const forwardedPort = req.app.enabled("trust proxy")
    ? req.get("X-Forwarded-Host")?.split(":")[1]
    : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

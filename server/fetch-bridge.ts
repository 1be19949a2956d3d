import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Express's request as a Fetch `Request`, and a Fetch `Response` written back
 * to Express: what React Router's Express adapter did. We keep it here since
 * React Router 8 (decision 044): the adapter pinned React Router to its own
 * release line (8.4.0 while the router had moved to 8.5.1), and the page
 * handler already built its own requests for the page cache.
 */
/** `url`: the request's URL when the caller has worked it out already (the page handler keys its cache by it). */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url = requestUrl(req)): Request {
  const controller = new AbortController();
  // A client that goes away mid-answer cancels the loaders still running for it.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: requestHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

export function sendHead(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // Live events (text/event-stream) must reach the browser before the first event does.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
}

/** Writes the whole answer; a client gone meanwhile is not an error. */
export async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  sendHead(res, response);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/**
 * The request's URL, with the host from X-Forwarded-Host only behind a
 * trusted proxy (the adapter's rule), so every road sees one URL.
 */
export function requestUrl(req: ExpressRequest): string {
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

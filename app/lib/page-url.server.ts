/**
 * The address of the page a request is for, without React Router's own parts.
 *
 * Since React Router 8 a loader's `request` is the raw HTTP request: a client
 * navigation's data request is for `/jobs.data?_routes=routes/postings/list-job`, not
 * `/jobs`. Loaders and actions get the page's address as their `url`
 * argument; helpers that are handed only the request (where to come back to
 * after signing in, a page's canonical address, a 404 record) ask here. The
 * root middleware, which runs first for every request, records the router's
 * own `url` for its request; a request that never went through the router
 * (a unit test calling a helper) is taken at its word.
 */
const pageUrls = new WeakMap<Request, URL>();

export function rememberPageUrl(request: Request, url: URL) {
  pageUrls.set(request, url);
}

/** A copy: callers may change it (drop a parameter) without touching anyone else's. */
export function pageUrl(request: Request): URL {
  return new URL(pageUrls.get(request) ?? request.url);
}

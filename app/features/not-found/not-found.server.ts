import { data } from "react-router";
import { recordSiteEvent } from "~/features/telemetry/record-site-event.server";

/** Records the unknown path for staff and gives the 404 to throw or return. */
export async function notFound(request: Request, what = "Page not found") {
  const url = new URL(request.url);
  await recordSiteEvent({ kind: "not_found", path: url.pathname + url.search, message: what, request });
  return data({ error: what }, { status: 404 });
}

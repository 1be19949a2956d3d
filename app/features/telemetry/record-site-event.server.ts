import { getDb } from "~/db/client.server";
import { siteEvents } from "~/db/schema";

type SiteEventInput = {
  kind: "not_found" | "client_error";
  path: string;
  message?: string;
  detail?: string;
  request?: Request;
};

/** Records an unknown path or a browser error so staff can see what is breaking. */
export async function recordSiteEvent({ kind, path, message, detail, request }: SiteEventInput) {
  await getDb()
    .insert(siteEvents)
    .values({
      kind,
      path: path.slice(0, 500),
      message: message?.slice(0, 1000) ?? null,
      detail: detail?.slice(0, 4000) ?? null,
      userAgent: request?.headers.get("user-agent")?.slice(0, 300) ?? null,
      referrer: request?.headers.get("referer")?.slice(0, 500) ?? null,
    });
}

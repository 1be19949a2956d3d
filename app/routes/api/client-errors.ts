import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requestFacts } from "~/features/security/client-address.server";
import { clientErrorSchema } from "~/features/telemetry/client-error-schema";
import { recordSiteEvent } from "~/features/telemetry/record-site-event.server";
import { methodNotAllowed, readJson } from "~/lib/http.server";
import type { Route } from "./+types/client-errors";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const parsed = clientErrorSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ error: "An error report needs a message and a path." }, { status: 400 });
  await recordSiteEvent(getDb(), requestFacts(request), {
    kind: "client_error",
    path: parsed.data.path,
    message: parsed.data.message,
    detail: parsed.data.stack,
    referrer: request.headers.get("referer"),
  });
  // A bare Response: data(null, 204) would be serialised as JSON, which a 204 may not carry.
  return new Response(null, { status: 204 });
}

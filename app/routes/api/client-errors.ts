import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { isXssErrorMessage } from "~/features/security/script-markers";
import { clientErrorSchema } from "~/features/telemetry/client-error-schema";
import { recordSiteEvent } from "~/features/telemetry/record-site-event.server";
import { methodNotAllowed, readJson } from "~/lib/http.server";
import type { Route } from "./+types/client-errors";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const parsed = clientErrorSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ error: "An error report needs a message and a path." }, { status: 400 });
  const client = requestFacts(request);
  await recordSiteEvent(getDb(), client, {
    kind: "client_error",
    path: parsed.data.path,
    message: parsed.data.message,
    detail: parsed.data.stack,
    referrer: request.headers.get("referer"),
  });
  // The spec's browser sign of an attempt (part 2, section 8), kept for staff too; a few an address.
  if (isXssErrorMessage(parsed.data.message)) {
    await recordSecurityEvent(getDb(), {
      type: "potential_xss_attempt",
      ...client,
      detail: { path: parsed.data.path, message: parsed.data.message.slice(0, 300) },
    });
  }
  // A bare Response: data(null, 204) would be serialised as JSON, which a 204 may not carry.
  return new Response(null, { status: 204 });
}

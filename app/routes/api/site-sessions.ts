import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requestFacts } from "~/features/security/client-address.server";
import { recordSessionEvent } from "~/features/telemetry/record-session.server";
import { sessionEventSchema } from "~/features/telemetry/session-event-schema";
import { methodNotAllowed, readJson } from "~/lib/http.server";
import type { Route } from "./+types/site-sessions";

export const loader = () => methodNotAllowed();

/** A browser session's start or end (spec part 1 section 4): 204 whether stored or dropped, 400 for bad input. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = sessionEventSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return data(
      { error: "A session event needs an event (start or end), a session id and a path." },
      { status: 400 },
    );
  }
  await recordSessionEvent(getDb(), requestFacts(request), parsed.data);
  // A bare Response: data(null, 204) would be serialised as JSON, which a 204 may not carry.
  return new Response(null, { status: 204 });
}

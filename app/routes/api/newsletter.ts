import { getDb } from "~/db/client.server";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe-to-newsletter.server";
import { requestFacts } from "~/features/security/client-address.server";
import { config } from "~/lib/config.server";
import { conformAction } from "~/lib/form-intents.server";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/newsletter";

export const loader = () => methodNotAllowed();

export const action = conformAction(newsletterSchema, async (value, { request }: Route.ActionArgs) => {
  const { email } = await subscribeToNewsletter(
    getDb(),
    requestFacts(request),
    value,
    // Never the request's own Host: the one link in the email must be ours (config, not the client).
    config().appOrigin,
  );
  return { email };
});

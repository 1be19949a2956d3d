import { data, redirect } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { verifiedMemberOf } from "~/features/accounts/viewer.server";
import { ProductionForm } from "~/features/productions/components/production-form";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import { productionSchema } from "~/features/productions/production-schema";
import { createProduction } from "~/features/productions/save-production.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/productions-new";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Create a production | Rangmanch",
    description: "Give your production house, agency or group a page, and verify it.",
  }),
  { name: "robots", content: "noindex" },
];

export function loader() {
  return { cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })) };
}

/** Creates the production with the member as its owner, then its management page. A refused form keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const submission = parseForm(await readFormData(request), productionSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, productionSchema, { formErrors: [PRODUCTION_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let created: { slug: string };
  try {
    created = await createProduction(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, productionSchema);
  }
  const toast = await setFlashToast({ type: "success", title: PRODUCTION_MESSAGES.created });
  return redirect(`/productions/${created.slug}/manage`, { headers: { "Set-Cookie": toast } });
}

export default function NewProduction({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-[800px] gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Create a production</h1>
        <p className="text-muted-foreground">
          Its page shows performers who is behind your casting calls. You will be its owner: invite your team
          and verify it once it is made.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <ProductionForm lastResult={actionData?.result} cities={loaderData.cities} />
        </CardContent>
      </Card>
    </div>
  );
}

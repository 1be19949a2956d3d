import { data, redirect } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionSchema } from "~/features/auditions/audition-schema";
import { PostAuditionForm } from "~/features/auditions/components/post-audition-form";
import { auditionFormValues, updateAudition } from "~/features/auditions/post-audition.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/audition-edit";
import { notFound } from "./not-found-reply.server";

/** Edit an audition: its poster only, while it is open; anyone else gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  const id = serialId(params.id);
  const values = id === null ? null : await auditionFormValues(getDb(), viewer.id, id);
  if (id === null || !values) throw await notFound(request, AUDITION_MESSAGES.notFound);
  return {
    urls: requestUrls(request),
    id,
    values,
    today: dayInIndia(new Date()),
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, AUDITION_MESSAGES.notFound);
  const submission = parseForm(await readFormData(request), auditionSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, auditionSchema, { formErrors: [AUDITION_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let told: number;
  try {
    ({ told } = await updateAudition(getDb(), user.id, id, submission.value));
  } catch (thrown) {
    return formReply(thrown, submission, auditionSchema);
  }
  const toast = await setFlashToast({ type: "success", title: AUDITION_MESSAGES.updated(told) });
  return redirect(`/auditions/${id}`, { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Edit Audition | Rangmanch",
    description: "Edit your casting call.",
    url: loaderData?.urls.canonical,
  });

export default function AuditionEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Edit Audition</h1>
      <Card>
        <CardContent className="pt-6">
          <PostAuditionForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            defaultValue={loaderData.values}
            submitLabel="Save Changes"
            cancelTo={`/auditions/${loaderData.id}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}

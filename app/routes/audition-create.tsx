import { data, redirect } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { getCurrentUser, loginUrlFor, requireVerifiedUser } from "~/features/accounts/session.server";
import { VERIFY_FIRST } from "~/features/accounts/verify-first";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionSchema } from "~/features/auditions/audition-schema";
import { PostAuditionForm } from "~/features/auditions/components/post-audition-form";
import { postAudition } from "~/features/auditions/post-audition.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/audition-create";

/** Post an Audition: for signed-in members; posting needs a verified email (the layout's guard and the action). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  if (!viewer) throw redirect(loginUrlFor(request));
  return {
    urls: requestUrls(request),
    verified: viewer.emailVerified,
    today: dayInIndia(new Date()),
    cities: CITIES.filter((city) => city.country === "India").map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const submission = parseForm(await readFormData(request), auditionSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, auditionSchema, { formErrors: [AUDITION_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  try {
    await postAudition(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, auditionSchema);
  }
  const toast = await setFlashToast({ type: "success", title: AUDITION_MESSAGES.posted });
  return redirect("/auditions?tab=mine", { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Post an Audition | Rangmanch",
    description: "Publish a casting call to actors, dancers, singers and voice artists across India.",
    url: data?.urls.canonical,
  });

export default function AuditionCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Post an Audition</h1>
        <p className="mt-2 text-muted-foreground">
          Performers apply with their Rangmanch profile and a note; the date sets when it is listed as
          upcoming.
        </p>
      </div>
      {loaderData.verified ? null : (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {VERIFY_FIRST}
        </p>
      )}
      <Card>
        <CardContent className="pt-6">
          <PostAuditionForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
          />
        </CardContent>
      </Card>
    </div>
  );
}

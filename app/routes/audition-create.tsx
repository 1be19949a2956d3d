import { data, redirect } from "react-router";
import { FormWithDraft } from "~/components/ui/form-draft";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { useDraftOwner } from "~/features/accounts/use-viewer";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { postingPath } from "~/features/applications/posting-path";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionSchema } from "~/features/auditions/audition-schema";
import { PostAuditionForm } from "~/features/auditions/components/post-audition-form";
import { postAudition } from "~/features/auditions/post-audition.server";
import { PostingFormPage } from "~/features/postings/components/posting-form-page";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/audition-create";

/** Post an Audition: for signed-in members; posting needs a verified email (the layout's guard and the action). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  return {
    urls: requestUrls(request),
    verified: viewer.emailVerified,
    today: dayInIndia(new Date()),
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const submission = parseForm(await readFormData(request), auditionSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, auditionSchema, { formErrors: [AUDITION_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let posted: { id: number };
  try {
    posted = await postAudition(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, auditionSchema);
  }
  // Every kind goes to the new posting's own page (issue 25), where its poster sees it as applicants will.
  const toast = await setFlashToast({ type: "success", title: AUDITION_MESSAGES.posted });
  return redirect(postingPath({ kind: "audition", id: posted.id }), { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Post an Audition | Rangmanch",
    description: "Publish a casting call to actors, dancers, singers and voice artists across India.",
    url: loaderData?.urls.canonical,
  });

export default function AuditionCreate({ loaderData, actionData }: Route.ComponentProps) {
  const draftOwner = useDraftOwner();
  return (
    <PostingFormPage
      title="Post an Audition"
      intro="Performers apply with their Rangmanch profile and a note; the date sets when it is listed as upcoming."
      verified={loaderData.verified}
    >
      <FormWithDraft formId="post-audition" scope={draftOwner}>
        {(restored) => (
          <PostAuditionForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            restored={restored}
          />
        )}
      </FormWithDraft>
    </PostingFormPage>
  );
}

import { Card, CardContent } from "~/components/ui/card";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionSchema } from "~/features/auditions/audition-schema";
import { PostAuditionForm } from "~/features/auditions/components/post-audition-form";
import { auditionFormValues, updateAudition } from "~/features/auditions/post-audition.server";
import { dayInIndia } from "~/lib/india-days";
import { pageMeta } from "~/lib/seo";
import { type PostingEdit, postingEditAction, postingEditData } from "~/routes/postings/posting-edit.server";
import type { Route } from "./+types/audition-edit";

/** Edit an audition: its poster only, while it is open; anyone else gets the 404 page (posting-edit.server.ts). */
const AUDITION_EDIT: PostingEdit<
  typeof auditionSchema,
  NonNullable<Awaited<ReturnType<typeof auditionFormValues>>>
> = {
  kind: "audition",
  schema: auditionSchema,
  values: auditionFormValues,
  update: updateAudition,
  messages: AUDITION_MESSAGES,
};

export const loader = async (args: Route.LoaderArgs) => ({
  ...(await postingEditData(args, args.params.id, AUDITION_EDIT)),
  today: dayInIndia(new Date()),
});

export const action = (args: Route.ActionArgs) => postingEditAction(args, args.params.id, AUDITION_EDIT);

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

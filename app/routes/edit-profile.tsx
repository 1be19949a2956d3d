import { ArrowLeft } from "lucide-react";
import { data, redirect } from "react-router";
import { FormWithDraft } from "~/components/ui/form-draft";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { createProfileForUser } from "~/features/accounts/create-profile-for-user.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { useDraftOwner } from "~/features/accounts/use-viewer";
import { memberOf } from "~/features/accounts/viewer.server";
import { EditProfileForm } from "~/features/profiles/edit/components/edit-profile-form";
import { findOwnedProfileId, getEditableProfile } from "~/features/profiles/edit/get-editable-profile.server";
import { PROFILE_MESSAGES, profileEditSchema } from "~/features/profiles/edit/profile-edit-schema";
import { updateProfile } from "~/features/profiles/edit/update-profile.server";
import { findOwnProfile } from "~/features/profiles/find-own-profile.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { errorInit, formResult, serviceErrorOf } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/edit-profile";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Edit Your Profile | Rangmanch", description: "Edit your Rangmanch profile." }),
  { name: "robots", content: "noindex" },
];

/**
 * /edit-profile without an id is "my profile's editor" (the welcome card and
 * help pages link there): it opens the member's own, making the profile first
 * if sign-up's hook never did.
 */
async function redirectToOwnEditor(user: { id: string; name: string }): Promise<never> {
  const id = (await findOwnProfile(getDb(), user.id))?.id ?? (await createProfileForUser(user))?.id;
  // A profile made by a request running alongside this one: the insert did nothing, so read it back.
  const own = id ?? (await findOwnProfile(getDb(), user.id))?.id;
  // Neither made nor found (a failure the log has): the home page, never /edit-profile/undefined.
  throw redirect(own === undefined ? "/" : `/edit-profile/${own}`);
}

/** Owner only: anyone else, signed in or not, learns nothing about whose profile an id is. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  if (!params.id) return redirectToOwnEditor(user);
  const editable = await getEditableProfile(getDb(), user.id, params.id);
  if (!editable) throw await notFound(request, "Profile not found");
  return editable;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = memberOf(context);
  if (!params.id) return redirectToOwnEditor(user);
  const db = getDb();
  const profileId = await findOwnedProfileId(db, user.id, params.id);
  if (profileId === null) throw await notFound(request, "Profile not found");
  const formData = await readFormData(request);
  const submission = parseForm(formData, profileEditSchema);
  if (submission.status !== "success") {
    return data({ result: boundedReply(submission, profileEditSchema) }, { status: 400 });
  }
  try {
    const { username } = await updateProfile(db, user.id, profileId, submission.value);
    const toast = await setFlashToast({ type: "success", title: PROFILE_MESSAGES.saved });
    return redirect(`/u/${username}`, { headers: { "Set-Cookie": toast } });
  } catch (thrown) {
    const error = serviceErrorOf(thrown);
    if (error.code === "not_found") throw await notFound(request, error.message);
    // Beside the field it concerns, or above the form (the write limit); the form keeps everything typed.
    return data({ result: formResult(error, submission, profileEditSchema) }, errorInit(error));
  }
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const draftOwner = useDraftOwner();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <Link
        to={`/u/${profile.username}`}
        className="flex items-center gap-1 justify-self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Profile
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Edit Your Profile</h1>
      <FormWithDraft
        formId="edit-profile"
        scope={`${draftOwner}:profile-${profile.id}`}
        // An uploaded photo's id alone cannot show its preview again; the photo is chosen again instead.
        leaveOut={["photo"]}
      >
        {(restored) => (
          <EditProfileForm
            profile={profile}
            availableFromMax={loaderData.availableFromMax}
            mediaTitles={loaderData.mediaTitles}
            lastResult={actionData?.result}
            restored={restored}
          />
        )}
      </FormWithDraft>
    </div>
  );
}

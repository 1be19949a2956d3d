import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { type RequestArgs, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { releaseProductionPostings } from "~/features/postings/production-departures.server";
import { confirmDomainCode, sendDomainCode } from "~/features/productions/domain-verification.server";
import { findProduction } from "~/features/productions/get-production.server";
import {
  changeMemberRole,
  inviteMember,
  removeMember,
  withdrawInvitation,
} from "~/features/productions/production-members.server";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import {
  domainCodeSchema,
  domainEmailSchema,
  invitationSchema,
  memberRoleSchema,
  productionSchema,
  removeMemberSchema,
  reviewRequestSchema,
} from "~/features/productions/production-schema";
import { updateProduction } from "~/features/productions/save-production.server";
import { requestStaffReview } from "~/features/productions/staff-review.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { idField, intentReply, unreadable } from "~/lib/intent-reply.server";
import { formReply } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

/**
 * The management page's actions (/productions/{slug}/manage), by `intent`:
 * edit the production, invite, withdraw an invitation, change a role, remove
 * someone (closing their open postings for it, or keeping them open as
 * theirs), send or confirm a domain code, ask staff to review. Every one is
 * for the production's owners (the services ask: production-access.server.ts);
 * writing needs a verified email. Route code, not a route.
 */
export async function manageProduction({ request, context }: RequestArgs, slug: string) {
  const user = verifiedMemberOf(context);
  const db = getDb();
  const production = await findProduction(db, slug);
  if (!production) throw await notFound(request, PRODUCTION_MESSAGES.notFound);
  const id = production.id;
  const form = await readFormData(request);
  switch (form.get("intent")) {
    case "update":
      return update(form, user.id, id);
    case "invite":
      return intentReply(form, invitationSchema, (input) => inviteMember(db, user.id, id, input));
    case "withdraw-invitation": {
      const invitation = idField(form, "invitation");
      if (invitation === null) return unreadable();
      return intentReply(form, z.object({}), () => withdrawInvitation(db, user.id, id, invitation));
    }
    case "change-role":
      return intentReply(form, memberRoleSchema, (input) =>
        changeMemberRole(db, user.id, id, input.member, input.role),
      );
    case "remove-member":
      return intentReply(form, removeMemberSchema, (input) =>
        removeMember(db, user.id, id, input, releaseProductionPostings),
      );
    case "send-code":
      return intentReply(form, domainEmailSchema, (input) => sendDomainCode(db, user.id, id, input.email));
    case "confirm-code":
      return intentReply(form, domainCodeSchema, (input) => confirmDomainCode(db, user.id, id, input.code));
    case "request-review":
      return intentReply(form, reviewRequestSchema, (input) => requestStaffReview(db, user.id, id, input));
    default:
      return unreadable();
  }
}

/** The details form: saved, then the page again with a toast; refused, it keeps what was typed. */
async function update(form: FormData, userId: string, productionId: number) {
  const submission = parseForm(form, productionSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, productionSchema, { formErrors: [PRODUCTION_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let saved: { slug: string; verificationEnded: boolean };
  try {
    saved = await updateProduction(getDb(), userId, productionId, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, productionSchema);
  }
  const toast = await setFlashToast({
    type: "success",
    title: saved.verificationEnded ? PRODUCTION_MESSAGES.updatedUnverified : PRODUCTION_MESSAGES.updated,
  });
  return redirect(`/productions/${saved.slug}/manage`, { headers: { "Set-Cookie": toast } });
}

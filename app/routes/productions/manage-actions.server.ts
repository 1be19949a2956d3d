import { data, redirect } from "react-router";
import { z } from "zod";
import { type Database, getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { guards } from "~/features/accounts/guards.server";
import type { RequestArgs } from "~/features/accounts/viewer.server";
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
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { formReply } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

/** The production the management page's address names, or the 404 page: looked up once a request. */
const productionIds = new WeakMap<Request, Promise<number>>();
function productionOf({ request, params }: ManageArgs) {
  let id = productionIds.get(request);
  if (!id) {
    id = findProduction(getDb(), params.slug).then(async (production) => {
      if (!production) throw await notFound(request, PRODUCTION_MESSAGES.notFound);
      return production.id;
    });
    productionIds.set(request, id);
  }
  return id;
}
type ManageArgs = RequestArgs & { params: { slug: string } };

/** One owner's change to the production, its form parsed by `schema`; the services check that the member is an owner. */
function ownersIntent<Schema extends z.ZodType>(
  schema: Schema,
  change: (
    db: Database,
    userId: string,
    productionId: number,
    input: z.output<Schema>,
  ) => Promise<{ message: string }>,
) {
  return intent({
    guard: guards.verifiedMember,
    schema,
    run: async (input, user, args: ManageArgs) => {
      const { message } = await change(getDb(), user.id, await productionOf(args), input);
      return { message };
    },
  });
}

/**
 * The management page's actions (/productions/{slug}/manage), by `intent`:
 * edit the production, invite, withdraw an invitation, change a role, remove
 * someone (closing their open postings for it, or keeping them open as
 * theirs), send or confirm a domain code, ask staff to review. Every one is
 * for the production's owners (the services ask: production-access.server.ts);
 * writing needs a verified email. Route code, not a route.
 */
export const manageProduction = intentAction(
  {
    invite: ownersIntent(invitationSchema, inviteMember),
    "withdraw-invitation": ownersIntent(z.object({ invitation: serialIdField() }), (db, userId, id, input) =>
      withdrawInvitation(db, userId, id, input.invitation),
    ),
    "change-role": ownersIntent(memberRoleSchema, (db, userId, id, input) =>
      changeMemberRole(db, userId, id, input.member, input.role),
    ),
    "remove-member": ownersIntent(removeMemberSchema, (db, userId, id, input) =>
      removeMember(db, userId, id, input, releaseProductionPostings),
    ),
    "send-code": ownersIntent(domainEmailSchema, (db, userId, id, input) =>
      sendDomainCode(db, userId, id, input.email),
    ),
    "confirm-code": ownersIntent(domainCodeSchema, (db, userId, id, input) =>
      confirmDomainCode(db, userId, id, input.code),
    ),
    "request-review": ownersIntent(reviewRequestSchema, requestStaffReview),
  },
  {
    address: productionOf,
    pageForms: {
      update: {
        guard: guards.verifiedMember,
        answer: async (form: FormData, user: { id: string }, args: ManageArgs) =>
          update(form, user.id, await productionOf(args)),
      },
    },
  },
);

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

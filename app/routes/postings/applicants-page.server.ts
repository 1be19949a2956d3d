import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf, type RequestArgs } from "~/features/accounts/viewer.server";
import { parseApplicantFilter } from "~/features/postings/applicant-filter";
import { APPLICATION_MESSAGES } from "~/features/postings/application-messages";
import { fillRole } from "~/features/postings/fill-role.server";
import { listPostingApplicants, setApplicantStatus } from "~/features/postings/posting-applicants.server";
import {
  isPosterStatus,
  POSTING_KIND_DEFINITIONS,
  type PosterStatus,
  type PostingKind,
} from "~/features/postings/posting-kinds";
import { hasRoles, type RoleKind } from "~/features/postings/posting-roles.server";
import { ROLE_MESSAGES } from "~/features/postings/role-messages";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { pageUrl } from "~/lib/page-url.server";
import { serialId, serialIds } from "~/lib/serial-ids";
import { serviceErrorOf } from "~/lib/service-error-reply.server";
import { notFound } from "~/routes/errors/not-found-reply.server";

/** A bulk change names at most this many applications; more is not a person clicking. */
const MAX_BULK = 500;

/**
 * A posting's applicants page, for its poster only: anyone else, signed in or
 * not, gets the same 404 as for a posting that does not exist. Route code,
 * not a route: /auditions/{id}/applicants, /jobs/{id}/applicants and
 * /collaboration/{id}/applicants use it.
 */
export async function applicantsPageData(
  { request, context }: RequestArgs,
  kind: PostingKind,
  idText: string | undefined,
) {
  const viewer = memberOf(context);
  const id = serialId(idText);
  if (id === null) throw await notFound(request, POSTING_KIND_DEFINITIONS[kind].notFound);
  const filter = parseApplicantFilter(pageUrl(request).searchParams);
  try {
    const page = await listPostingApplicants(getDb(), viewer.id, { kind, id }, filter);
    return { ...page, filter, now: new Date().toISOString() };
  } catch (thrown) {
    if (serviceErrorOf(thrown).code === "not_found")
      throw await notFound(request, POSTING_KIND_DEFINITIONS[kind].notFound);
    throw thrown;
  }
}

/** The posting a page's address names, or the kind's 404 page. */
async function postingOf(kind: PostingKind, { request, params }: ApplicantsArgs) {
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, POSTING_KIND_DEFINITIONS[kind].notFound);
  return { kind, id };
}
type ApplicantsArgs = RequestArgs & { params: { id?: string } };

/**
 * The applicants page's forms, for one kind: one status on the chosen
 * applications (one from a row, several from the bulk bar; those forms carry no
 * intent), or, where the kind casts roles, one role filled with the applicants
 * chosen for it (intent=fill-role). The services check that the writer is the
 * posting's poster.
 */
export function applicantsAction(kind: PostingKind) {
  const setStatus = intent({
    guard: guards.verifiedMember,
    schema: z.object({
      status: z
        .string({ error: APPLICATION_MESSAGES.chooseStatus })
        .refine((status) => isPosterStatus(kind, status), APPLICATION_MESSAGES.chooseStatus)
        .transform((status) => status as PosterStatus),
      // Values that name no application are dropped: they change nothing.
      application: z
        .array(z.string())
        .max(MAX_BULK, APPLICATION_MESSAGES.notFound)
        .transform((ids) => serialIds(ids)),
    }),
    run: async ({ status, application }, user, args: ApplicantsArgs) => {
      const posting = await postingOf(kind, args);
      const changed = await setApplicantStatus(getDb(), user.id, posting, application, status);
      return { message: APPLICATION_MESSAGES.updated(changed) };
    },
  });
  return intentAction(
    { "set-status": setStatus, ...(hasRoles(kind) ? { "fill-role": castRole(kind) } : {}) },
    { fallback: "set-status" },
  );
}

/** One role of a posting that casts roles, filled with the applicants chosen for it. */
function castRole(kind: RoleKind) {
  return intent({
    guard: guards.verifiedMember,
    schema: z.object({
      role: serialIdField(ROLE_MESSAGES.fillRoleMissing(POSTING_KIND_DEFINITIONS[kind].noun)),
      // Every value must name an application: one that names nothing is not a person left out.
      cast: z
        .array(serialIdField(ROLE_MESSAGES.castNotApplicant))
        .max(MAX_BULK, ROLE_MESSAGES.castNotApplicant),
    }),
    run: async ({ role, cast }, user, args: ApplicantsArgs) => {
      const posting = { kind, id: (await postingOf(kind, args)).id };
      const filled = await fillRole(getDb(), user.id, { posting, roleId: role, castApplicationIds: cast });
      const message = ROLE_MESSAGES.filled(filled.name, filled.cast);
      if (filled.postingClosed) return { message: `${message} ${ROLE_MESSAGES.allFilled}` };
      if (filled.everyRoleFilled) return { message: `${message} ${ROLE_MESSAGES.allFilledProject}` };
      return { message };
    },
  });
}

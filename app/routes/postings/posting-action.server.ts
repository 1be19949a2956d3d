import type { z } from "zod";
import { type Database, getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import type { RequestArgs } from "~/features/accounts/viewer.server";
import { applicationFieldsSchema } from "~/features/postings/application-form";
import { APPLICATION_MESSAGES } from "~/features/postings/application-messages";
import { closePosting } from "~/features/postings/close-posting.server";
import { editApplicationNote } from "~/features/postings/posting-applications.server";
import type { PostingKindPage } from "~/features/postings/posting-kind-definition.server";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "~/features/postings/posting-kinds";
import { REPORT_MESSAGES, reportSchema, reportSubject } from "~/features/reports/report-subject.server";
import { type IntentContract, intent, intentAction, NO_FIELDS } from "~/lib/form-intents.server";
import { serialId } from "~/lib/serial-ids";
import { notFound } from "~/routes/errors/not-found-reply.server";

/** A posting page's action arguments: its address names the posting. */
export type PostingArgs = RequestArgs & { params: { id?: string } };

/** One of a kind's own intents (a project's stage): run on the posting its address names. */
// biome-ignore lint/suspicious/noExplicitAny: each kind's intent has a schema of its own
type KindIntent = IntentContract<PostingArgs, CurrentUser, any, { message: string }>;

/**
 * The action of a posting's page (/auditions/{id}, /jobs/{id},
 * /collaboration/{id}): apply with a note and portfolio items, change the note
 * until the poster has seen it, or withdraw one's own application; report the
 * posting to staff; its poster closes it, or marks its role filled where the
 * kind has one (`messages.filled`); and its kind's own intents (its server
definition's `page.more`). Every intent needs a verified email (the
 * verified-writes layout asks first). Route code, not a route: app/routes.ts
 * does not list it.
 */
export function postingAction(kind: PostingKind, page: PostingKindPage) {
  const { messages } = page;
  /** An intent with nothing in its form but its name, run on the posting. */
  const onPosting = (message: string, run: (db: Database, userId: string, id: number) => Promise<unknown>) =>
    kindIntent(kind, NO_FIELDS, async (db, userId, id) => {
      await run(db, userId, id);
      return { message };
    });
  const close = (how: "closed" | "filled", message: string) =>
    onPosting(message, (db, userId, id) => closePosting(db, userId, { kind, id }, how));

  return intentAction({
    apply: kindIntent(kind, applicationFieldsSchema, async (db, userId, id, input) => {
      await page.apply(db, userId, id, input);
      return { message: messages.applied };
    }),
    withdraw: onPosting(messages.withdrawn, page.withdraw),
    "edit-note": kindIntent(kind, applicationFieldsSchema, async (db, userId, id, { note }) => {
      await editApplicationNote(db, { kind, id }, userId, note ?? "");
      return { message: APPLICATION_MESSAGES.noteSaved };
    }),
    report: kindIntent(kind, reportSchema, async (db, userId, id, report) => {
      await reportSubject(db, userId, { kind, id }, report);
      return { message: REPORT_MESSAGES.sent };
    }),
    close: close("closed", messages.closed),
    ...(messages.filled ? { fill: close("filled", messages.filled) } : {}),
    // The kind's own (a project's stage), on the same posting and guard.
    ...Object.fromEntries(
      Object.entries(page.more ?? {}).map(([name, { schema, run }]) => [name, kindIntent(kind, schema, run)]),
    ),
  });
}

/** The posting a page's address names, or the kind's 404 page. */
async function postingIdOf(kind: PostingKind, { request, params }: PostingArgs) {
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, POSTING_KIND_DEFINITIONS[kind].notFound);
  return id;
}

/** An intent on the posting a page's address names (a verified member's): its form, and what it runs with the posting's id. */
export function kindIntent<Schema extends z.ZodType>(
  kind: PostingKind,
  schema: Schema,
  run: (db: Database, userId: string, id: number, input: z.output<Schema>) => Promise<{ message: string }>,
): KindIntent {
  return intent({
    guard: guards.verifiedMember,
    schema,
    run: async (input, user, args: PostingArgs) =>
      run(getDb(), user.id, await postingIdOf(kind, args), input),
  });
}

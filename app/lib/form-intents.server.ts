import { data } from "react-router";
import { z } from "zod";
import { boundedReply, declaredFields, parseForm } from "./bounded-reply";
import { readFormData } from "./http.server";
import { serialId } from "./serial-ids";
import { formReply, replyToError } from "./service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "./validation";

/**
 * Who may run an intent: a named check of the request's context that returns
 * the person (or throws the redirect or refusal a layout would). The name is
 * what the route guard test compares with the route's layout
 * (tests/integration/route-guards.test.ts); the checks themselves live with
 * the accounts (app/features/accounts/guards.server.ts).
 */
export type Guard<Args, Who> = ((args: Args) => Who) & {
  readonly level: string;
  /** Its place from the weakest (0, anyone): an action with several asks the weakest of an unknown intent. */
  readonly rank: number;
};

/** What an intent's run answers: its message (a toast, when it has one), and any figures its page shows. */
type Answer = { message?: string; [figure: string]: unknown };

/**
 * One intent of a form action: its guard, the zod schema its form must pass,
 * and what it runs with the parsed value. The contract is data, exported with
 * the action (`action.intents`), so tests can read every route's intents,
 * guards and fields instead of restating them.
 */
export type IntentContract<Args, Who, Schema extends z.ZodType, Reply extends Answer> = {
  guard: Guard<Args, Who>;
  schema: Schema;
  run: (input: z.output<Schema>, who: Who, args: Args) => Promise<Reply>;
};

// biome-ignore lint/suspicious/noExplicitAny: a record of contracts whose schemas and replies differ per intent
type AnyContract<Args> = IntentContract<Args, any, any, any>;

/**
 * The route arguments an action's intents need, together: what each one's `run` (or page form's
 * `answer`) takes as its third argument, intersected (a route's own `params` beside the request).
 */
type ArgsOf<Handler> = (
  Handler extends (input: never, who: never, args: infer Args) => unknown
    ? (args: Args) => void
    : never
) extends (args: infer All) => void
  ? All
  : never;

/** Declares one intent; with `satisfies`-like inference of its schema's value in `run`. */
export function intent<Args, Who, Schema extends z.ZodType, Reply extends Answer>(
  contract: IntentContract<Args, Who, Schema, Reply>,
) {
  return contract;
}

/** An intent whose form is a page's own Conform form: it reads the form itself and answers with its result (or redirects). */
export type PageForm<Args, Who = never> = {
  guard: Guard<Args, unknown>;
  answer: (form: FormData, who: Who, args: Args) => Promise<unknown>;
};

/** An intent with nothing in its form but its name. */
export const NO_FIELDS = z.object({});

/**
 * A hidden field naming a row by its serial id ("12" → 12). Anything else is
 * refused with `message`: by default the form we could not read, since no
 * person types these.
 */
export function serialIdField(message: string = UNREADABLE_FORM_MESSAGE) {
  return z.string({ error: message }).transform((value, context) => {
    const id = serialId(value);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * The failure every intent answers in: the message, and the fields it concerns when it names any;
 * with `named`, the intent it answers (null when the form named none the action knows).
 */
export type IntentFailure = {
  ok: false;
  message: string;
  fieldErrors?: Record<string, string[]>;
  intent?: string | null;
  /** With `keep`, what was typed in those fields, so the form shows it again (bounded by the intent's schema). */
  kept?: Record<string, string>;
};

type Success<Contracts extends Record<string, { run: (...args: never[]) => Promise<Answer> }>> = {
  [Name in keyof Contracts]: { ok: true } & Awaited<ReturnType<Contracts[Name]["run"]>>;
}[keyof Contracts];

function failure(
  message: string,
  status: number,
  fieldErrors?: Record<string, string[]>,
  extra?: Pick<IntentFailure, "intent" | "kept">,
) {
  return data<IntentFailure>(
    { ok: false, message, ...(fieldErrors ? { fieldErrors } : {}), ...extra },
    status,
  );
}

/** The typed text of the `keep` fields, each within what the schema lets it hold (bounded-reply.ts). */
function keptFields(form: FormData, schema: z.ZodType, keep: readonly string[]) {
  const declared = declaredFields(form, schema);
  return Object.fromEntries(keep.map((name) => [name, String(declared.get(name) ?? "")]));
}

/**
 * One declared contract per form action (docs/architecture.md, "Form actions"):
 * the action reads the form once, picks the intent its `intent` field names,
 * asks that intent's guard, parses the form with its schema, and runs it. Every
 * intent answers in one shape: `{ ok: true, message, ...figures }`, or
 * `{ ok: false, message, fieldErrors? }` with a 400 for bad input and the
 * status of a refusal's code (app/lib/service-error-reply.server.ts). An
 * unknown or repeated intent is bad input. What is not a ServiceError (a
 * redirect, a 404 page, a bug) is thrown on, as in any action.
 *
 * `fallback` names the intent a form without an `intent` field runs, for forms
 * that never had one. `address` looks up what the route's address names before
 * the form is read, so an address that names nothing is its 404 page whatever
 * was posted. `pageForms` are intents whose form is a page's own
 * Conform form (it answers with its submission's result, or redirects): they
 * get the form read here and answer themselves. `named` puts the intent's
 * name in every reply (`intent`), for a page whose several forms share one
 * action and each shows only its own reply (the account page). `keep` names
 * fields whose typed text every failure carries back (`kept`), for a plain form
 * that must not lose a long message it refused.
 */
export function intentAction<
  Contracts extends Record<string, AnyContract<never>>,
  PageForms extends Record<string, PageForm<never>> = Record<never, never>,
>(
  intents: Contracts,
  {
    fallback,
    pageForms,
    address,
    named = false,
    keep = [],
  }: {
    fallback?: (keyof Contracts | keyof PageForms) & string;
    pageForms?: PageForms;
    address?: (args: ArgsOf<Contracts[keyof Contracts]["run"]>) => Promise<unknown>;
    named?: boolean;
    keep?: readonly string[];
  } = {},
) {
  type Args = ArgsOf<Contracts[keyof Contracts]["run"] | PageForms[keyof PageForms]["answer"]>;
  const guards = [
    ...Object.values(intents).map((contract) => contract.guard),
    ...Object.values(pageForms ?? {}).map((page) => page.guard),
  ] as unknown as Guard<Args, unknown>[];
  /** The guard every intent of the action asks at least (the one that admits the most people). */
  const weakestGuard =
    guards.reduce<Guard<Args, unknown> | undefined>(
      (weakest, guard) => (!weakest || guard.rank < weakest.rank ? guard : weakest),
      undefined,
    ) ?? (() => undefined);
  async function action(args: Args & { request: Request }) {
    await address?.(args);
    const form = await readFormData(args.request);
    const given = form.getAll("intent");
    const name = given.length === 0 ? fallback : given.length === 1 ? given[0] : undefined;
    if (typeof name === "string" && pageForms && Object.hasOwn(pageForms, name)) {
      const page = pageForms[name]! as unknown as PageForm<Args, unknown>;
      return (await page.answer(form, page.guard(args), args)) as Awaited<
        ReturnType<PageForms[keyof PageForms]["answer"]>
      >;
    }
    if (typeof name !== "string" || !Object.hasOwn(intents, name)) {
      // Who may not use the action at all hears that first, not that their form was unreadable.
      weakestGuard(args);
      return failure(UNREADABLE_FORM_MESSAGE, 400, undefined, named ? { intent: null } : undefined);
    }
    const echo = named ? { intent: name } : undefined;
    const contract = intents[name]! as unknown as AnyContract<Args>;
    const kept = keep.length > 0 ? { kept: keptFields(form, contract.schema, keep) } : undefined;
    const who = contract.guard(args);
    const submission = parseForm(form, contract.schema);
    if (submission.status !== "success") {
      const fieldErrors = Object.fromEntries(
        Object.entries(submission.error ?? {}).filter(
          (entry): entry is [string, string[]] => !!entry[1]?.length,
        ),
      );
      return failure(Object.values(fieldErrors)[0]?.[0] ?? UNREADABLE_FORM_MESSAGE, 400, fieldErrors, {
        ...echo,
        ...kept,
      });
    }
    try {
      const reply = await contract.run(submission.value, who, args);
      return { ok: true as const, ...echo, ...reply } as Success<Contracts> & { intent?: string };
    } catch (thrown) {
      return replyToError(thrown, (error) => ({
        ok: false as const,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...echo,
        ...kept,
      }));
    }
  }
  return Object.assign(action, { intents, pageForms: pageForms ?? ({} as PageForms) });
}

/**
 * A page's own Conform form without intents (contact, newsletter, feedback,
 * advertising, a category's Join): the form parsed by its schema, run, and
 * answered `{ ok, result }`, the shape those forms read. Bad input is a 400
 * with what was typed kept (bounded) and `formErrors` above the form when it
 * gives them; a refusal keeps it too, with its code's status; success resets
 * the form and carries what `run` returns beside it.
 */
export function conformAction<
  Args extends { request: Request },
  Schema extends z.ZodType,
  Extra extends object,
>(
  schema: Schema,
  run: (value: z.output<Schema>, args: Args) => Promise<Extra | undefined>,
  { formErrors }: { formErrors?: string[] } = {},
) {
  return async (args: Args) => {
    const submission = parseForm(await readFormData(args.request), schema);
    if (submission.status !== "success") {
      return data(
        {
          ok: false as const,
          result: boundedReply(submission, schema, formErrors ? { formErrors } : undefined),
        },
        400,
      );
    }
    let extra: Extra | undefined;
    try {
      extra = await run(submission.value, args);
    } catch (thrown) {
      return formReply(thrown, submission, schema);
    }
    return { ok: true as const, ...(extra as Extra), result: submission.reply({ resetForm: true }) };
  };
}

/**
 * One route's action when the route serves several kinds (a posting's page at
 * /auditions, /jobs and /collaboration): the kind's own intent action, picked
 * by `pick`. Its `intents` are every kind's, for the tests that read them.
 */
export function actionByKind<
  Args,
  Kind extends string,
  Actions extends Record<Kind, ((args: Args) => Promise<unknown>) & { intents: Record<string, unknown> }>,
>(actions: Actions, pick: (args: Args) => Kind) {
  const action = (args: Args) => actions[pick(args)](args) as ReturnType<Actions[Kind]>;
  const intents = Object.assign(
    {},
    ...Object.values(actions as unknown as Record<string, Actions[Kind]>).map((one) => one.intents),
  );
  return Object.assign(action, { intents: intents as Actions[Kind]["intents"] });
}

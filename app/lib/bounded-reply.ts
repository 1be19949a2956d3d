import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A form's reply repeats what was typed, so a failed form keeps it. Conform's
 * `submission.reply()` repeats everything that was posted, though: every field,
 * known or not, at full length (three 30 MB posts took the server to 621 MB).
 * These helpers keep a form's input and its reply to the fields its zod schema
 * declares, each within its own limit.
 *
 *   const submission = parseWithZod(declaredFields(formData, schema), { schema });
 *   if (submission.status !== "success") return data({ result: boundedReply(submission, schema) }, 400);
 */

type ReplyOptions = Parameters<Submission<unknown>["reply"]>[0];

/** What a schema lets a form send at one name, and how much of it is echoed. */
type Shape = {
  /** The longest string echoed here, in characters; absent when no string belongs here. */
  text?: number;
  list?: { max: number; item: Shape };
  object?: Record<string, Shape>;
  /** A transform or custom check: nothing known, so only a string up to the default. */
  unknown?: true;
};

/**
 * A string the schema does not bound (a plain z.string(), a transform) is
 * echoed up to this many characters: more than any such field holds, and
 * small next to any body. A number or boolean field, as typed, up to SCALAR_MAX.
 */
const DEFAULT_TEXT_MAX = 1000;
const SCALAR_MAX = 50;
/** A list without a `.max()` echoes this many items. */
const DEFAULT_LIST_MAX = 100;
/** Passwords are never repeated back, whatever the form. */
const PASSWORD = /password/i;
/** Names longer than this are no field of ours. */
const NAME_MAX = 200;
const MESSAGES_PER_FIELD = 5;
const MESSAGE_MAX = 500;

const UNKNOWN: Shape = { unknown: true, text: DEFAULT_TEXT_MAX };

/**
 * The form data with only the entries a schema declares: names of its fields
 * (nested ones too, like `experience[0].role`), list indexes up to the list's
 * maximum, and each name at most as often as the field can hold. One more item
 * than a list allows is kept, so an over-long list still fails its own check.
 * Besides what it saves in the reply, this keeps Conform's parser from work it
 * would do on hostile names: it copies a field's array on every repeat of its
 * name (60,000 repeats, a minute of CPU) and fills `a[99999999]` out to a
 * hundred million places.
 */
export function declaredFields(formData: FormData, schema: z.ZodType): FormData {
  const shape = shapeOf(schema);
  const kept = new FormData();
  const seen = new Map<string, number>();
  for (const [name, value] of formData) {
    const field = reserved(name, value) ?? (name.length <= NAME_MAX ? fieldAt(shape, name) : undefined);
    if (!field) continue;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    // Twice for a single field, so a repeated one fails as it always did.
    if (count > (field.list ? field.list.max + 1 : 2)) continue;
    kept.append(name, value);
  }
  return kept;
}

/**
 * `submission.reply(options)`, bounded: the values echoed are the schema's
 * fields only, each string cut to its field's maximum, lists to theirs,
 * passwords never; field names, errors and Conform's state keep to the
 * schema's fields too. Use it wherever a route replies with a submission.
 */
export function boundedReply(
  submission: Submission<unknown, string[], unknown>,
  schema: z.ZodType,
  options?: ReplyOptions,
): SubmissionResult<string[]> {
  const shape = shapeOf(schema);
  // Conform's reply copies `submission.payload` (the object it parsed, the
  // same one) in full first, so that is bounded in place before it runs.
  const payload = submission.payload as Record<string, unknown>;
  const bounded = bound(payload, shape) as Record<string, unknown> | undefined;
  for (const key of Object.keys(payload)) delete payload[key];
  Object.assign(payload, bounded);

  const result = submission.reply(options);
  if (result.initialValue === null) return result;
  const declared = (name: string) => name.length <= NAME_MAX && fieldAt(shape, name) !== undefined;
  return {
    ...result,
    fields: result.fields?.filter(declared),
    error:
      result.error && boundErrors(result.error, (name) => declared(name) || withinJsonField(shape, name)),
    state: result.state && {
      validated: Object.fromEntries(
        Object.entries(result.state.validated ?? {}).filter(
          ([name, flag]) => flag === true && declared(name),
        ),
      ),
    },
    intent: result.intent && boundIntent(result.intent, declared),
  };
}

/**
 * An error inside a list sent as one JSON field (`roles[2].name` under the
 * text field `roles`): its name comes from the schema's own issue path, never
 * from what was posted, so it is kept for the form to show by its row.
 */
function withinJsonField(shape: Shape, name: string) {
  const root = /^[^.[\]]{1,100}/.exec(name)?.[0];
  if (!root || root === name || !/^(?:\[\d{1,4}\](?:\.\w{1,50})?)+$/.test(name.slice(root.length)))
    return false;
  const field = fieldAt(shape, root);
  return field?.text !== undefined && field.list === undefined && field.object === undefined;
}

function boundErrors(errors: Record<string, string[] | null>, declared: (name: string) => boolean) {
  const kept: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (name !== "" && !declared(name)) continue;
    kept[name] = Array.isArray(messages)
      ? messages.slice(0, MESSAGES_PER_FIELD).map((message) => String(message).slice(0, MESSAGE_MAX))
      : null;
  }
  return kept;
}

type Intent = NonNullable<SubmissionResult["intent"]>;

/** Which control was used and on which field; never the values an intent may carry. */
function boundIntent(intent: Intent, declared: (name: string) => boolean): Intent | undefined {
  const payload = (intent.payload ?? {}) as Record<string, unknown>;
  const name = typeof payload.name === "string" ? payload.name : undefined;
  if (name !== undefined && name !== "" && !declared(name)) return undefined;
  const kept: Record<string, unknown> = {};
  if (name !== undefined) kept.name = name;
  for (const key of ["index", "from", "to"]) if (typeof payload[key] === "number") kept[key] = payload[key];
  if (typeof payload.validated === "boolean") kept.validated = payload.validated;
  return { type: intent.type, payload: kept } as Intent;
}

/**
 * Conform's own entries, kept only when they are what Conform expects: it
 * throws (a 500) on anything else. Of the intents, only "validate" reaches
 * the server: our forms send no other, and the others rewrite the form's
 * values by name, which would get round the check on names above.
 */
function reserved(name: string, value: FormDataEntryValue): Shape | undefined {
  if (name !== "__intent__" && name !== "__state__") return undefined;
  if (typeof value !== "string" || value.length > RESERVED_MAX) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== "object") return undefined;
  if (name === "__intent__") {
    const intent = parsed as { type?: unknown; payload?: unknown };
    if (intent.type !== "validate" || intent.payload === null || typeof intent.payload !== "object") {
      return undefined;
    }
  }
  return { text: RESERVED_MAX };
}

const RESERVED_MAX = 10_000;

/** The shape of the field a form name points at (`a.b[2].c`), or undefined when the schema has none there. */
function fieldAt(shape: Shape, name: string): Shape | undefined {
  let at: Shape | undefined = shape;
  const segment = /([^.[\]]+)|\[(\d{1,6})\]/y;
  let index = 0;
  while (at && index < name.length) {
    if (index > 0 && name[index] === "." && name[index + 1] !== "[") index++;
    segment.lastIndex = index;
    const match = segment.exec(name);
    if (!match) return undefined;
    index = segment.lastIndex;
    if (match[1] !== undefined) {
      at = at.object && Object.hasOwn(at.object, match[1]) ? at.object[match[1]] : undefined;
    } else {
      at = at.list && Number(match[2]) <= at.list.max ? at.list.item : undefined;
    }
  }
  return index === name.length && name !== "" ? at : undefined;
}

/** A value cut down to its shape: undeclared keys, extra items, files and passwords dropped. */
function bound(value: unknown, shape: Shape): unknown {
  if (typeof value === "string") {
    // A list with one item arrives as a plain string.
    const max = shape.text ?? shape.list?.item.text;
    return max === undefined ? undefined : firstCharacters(value, max);
  }
  if (Array.isArray(value)) {
    if (!shape.list) return undefined;
    const items: unknown[] = [];
    for (let index = 0; index < Math.min(value.length, shape.list.max); index++) {
      items.push(bound(value[index], shape.list.item));
    }
    return items;
  }
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    if (!shape.object) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape.object)) {
      if (PASSWORD.test(key) || !Object.hasOwn(value, key)) continue;
      const bounded = bound((value as Record<string, unknown>)[key], field);
      if (bounded !== undefined) kept[key] = bounded;
    }
    return kept;
  }
  return undefined;
}

/** The first `max` characters (code points, as zod counts them), never splitting a pair. */
function firstCharacters(value: string, max: number) {
  if (value.length <= max) return value;
  let end = 0;
  for (let count = 0; count < max && end < value.length; count++) {
    const code = value.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff && end + 1 < value.length ? 2 : 1;
  }
  return value.slice(0, end);
}

type Def = {
  type: string;
  checks?: { _zod: { def: { check?: string; maximum?: number } } }[];
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};
type ZodLike = { _zod: { def: Def } };

const shapes = new WeakMap<object, Shape>();

function shapeOf(schema: z.ZodType): Shape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = readShape(schema as unknown as ZodLike);
    shapes.set(schema, shape);
  }
  return shape;
}

/** Reads a zod 4 schema's definition, through its wrappers, down to what a form may send. */
function readShape(schema: ZodLike): Shape {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
    case "template_literal":
      return { text: maxLength(def) ?? DEFAULT_TEXT_MAX };
    case "enum":
      return { text: longest(Object.values(def.entries ?? {})) };
    case "literal":
      return { text: longest(def.values ?? []) };
    case "number":
    case "bigint":
    case "boolean":
    case "date":
    case "null":
    case "undefined":
      return { text: SCALAR_MAX };
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return readShape(def.innerType!);
    case "pipe":
      return both(readShape(def.in!), readShape(def.out!));
    case "object":
      return {
        object: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, field]) => [key, readShape(field)]),
        ),
      };
    case "array":
      return { list: { max: maxLength(def) ?? DEFAULT_LIST_MAX, item: readShape(def.element!) } };
    case "union":
      return (def.options ?? []).map(readShape).reduce(either);
    default:
      return UNKNOWN;
  }
}

function maxLength(def: Def) {
  const maxima = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === "max_length" && typeof check.maximum === "number")
    .map((check) => check.maximum!);
  return maxima.length ? Math.min(...maxima) : undefined;
}

const longest = (values: unknown[]) => Math.max(1, ...values.map((value) => String(value).length));

/** A pipe: what is sent must suit the input side, and the output side's limits apply too. */
function both(input: Shape, output: Shape): Shape {
  if (input.unknown) return output;
  if (output.unknown) return input;
  return {
    text: input.text === undefined ? undefined : Math.min(input.text, output.text ?? input.text),
    list: input.list && {
      max: Math.min(input.list.max, output.list?.max ?? input.list.max),
      item: output.list ? both(input.list.item, output.list.item) : input.list.item,
    },
    object:
      input.object &&
      Object.fromEntries(
        Object.entries(input.object).map(([key, field]) => {
          const other = output.object?.[key];
          return [key, other ? both(field, other) : field];
        }),
      ),
  };
}

/** A union: whatever any option accepts, at the largest of their limits. */
function either(a: Shape, b: Shape): Shape {
  if (a.unknown || b.unknown) return UNKNOWN;
  const larger = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y));
  const objects = a.object && b.object ? { ...a.object } : (a.object ?? b.object);
  if (a.object && b.object && objects) {
    for (const [key, field] of Object.entries(b.object)) {
      objects[key] = objects[key] ? either(objects[key], field) : field;
    }
  }
  return {
    text: larger(a.text, b.text),
    list:
      a.list && b.list
        ? { max: Math.max(a.list.max, b.list.max), item: either(a.list.item, b.list.item) }
        : (a.list ?? b.list),
    object: objects,
  };
}

/**
 * The one way an action parses a form: only the schema's own fields reach
 * Conform's parser (whose cost grows with repeated and deeply indexed names),
 * then the schema checks them. `app/lib/server-form-parsing.test.ts` fails on
 * an action that calls parseWithZod on a raw form.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(declaredFields(formData, schema), { schema });
}

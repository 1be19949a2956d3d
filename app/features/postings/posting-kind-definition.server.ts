import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { ApplicationInput } from "./application-form";
import type { PostingKind } from "./posting-kind-definition";

/** What saving tells the page: `held` when the posting is held for review (it asks applicants for money). */
type Saved = { held?: string | null };

/** A kind's form: its schema, how to post, read and save it, and its words (its create and edit pages). */
export type PostingKindForm<Schema extends z.ZodType, Values> = {
  kind: PostingKind;
  schema: Schema;
  /** Publishes a new posting by this poster. */
  create: (db: Database, posterId: string, input: z.output<Schema>) => Promise<Saved & { id: number }>;
  /** The poster's own open posting as the form's values, or null when it is not theirs or is closed. */
  values: (db: Database, posterId: string, id: number) => Promise<Values | null>;
  /** Saves it, telling the people it affects; returns how many were told. */
  update: (
    db: Database,
    posterId: string,
    id: number,
    input: z.output<Schema>,
  ) => Promise<Saved & { told: number }>;
  messages: { notFound: string; required: string; posted: string; updated: (told: number) => string };
};

/**
 * Any kind's form, as code that serves every kind holds it: each kind's own is
 * checked against its own schema by its definition (`PostingKindForm`); the
 * methods here take what that schema made of the form.
 */
export type AnyPostingKindForm = {
  kind: PostingKind;
  schema: z.ZodType;
  create(db: Database, posterId: string, input: unknown): Promise<Saved & { id: number }>;
  values(db: Database, posterId: string, id: number): Promise<Record<string, string> | null>;
  update(db: Database, posterId: string, id: number, input: unknown): Promise<Saved & { told: number }>;
  messages: PostingKindForm<z.ZodType, unknown>["messages"];
};

/** One of a kind's own intents on its page (a project's stage): its fields, and what it does to the posting `id`. */
export type PostingPageIntent<Schema extends z.ZodType> = {
  schema: Schema;
  run: (db: Database, userId: string, id: number, input: z.output<Schema>) => Promise<{ message: string }>;
};

/** Declares a kind's own page intent, keeping its schema's type for its run. */
export function postingPageIntent<Schema extends z.ZodType>(
  schema: Schema,
  run: PostingPageIntent<Schema>["run"],
): PostingPageIntent<Schema> {
  return { schema, run };
}

/** A kind's part in its page's action: how to apply and withdraw, its words, and what only it has. */
export type PostingKindPage = {
  apply: (db: Database, userId: string, id: number, input: ApplicationInput) => Promise<unknown>;
  withdraw: (db: Database, userId: string, id: number) => Promise<unknown>;
  /** `filled` where the poster may mark the posting filled as a whole. */
  messages: { applied: string; withdrawn: string; closed: string; filled?: string };
  /** The kind's own intents, beside the ones every kind has. */
  // biome-ignore lint/suspicious/noExplicitAny: each intent has a schema of its own
  more?: Record<string, PostingPageIntent<any>>;
};

/**
 * What the server knows of a kind beyond its tables (posting-tables.server.ts):
 * its form and its page's action. Each kind's is kinds/<kind>/<kind>-kind.server.ts;
 * posting-kinds.server.ts lists them.
 */
export type PostingKindServer<Schema extends z.ZodType, Values> = {
  kind: PostingKind;
  form: PostingKindForm<Schema, Values>;
  page: PostingKindPage;
};

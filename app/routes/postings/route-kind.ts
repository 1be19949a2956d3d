import { type PostingKind, postingKindAt } from "~/features/postings/posting-kinds";

/**
 * The kind of posting a posting route serves. Every kind's list, page,
 * create, edit and applicants routes share one module each (app/routes.ts
 * declares them from the registry), so the module learns its kind from the
 * address it answers. Route code, not a route.
 */
export function routeKind(pathname: string): PostingKind {
  const kind = postingKindAt(pathname);
  // app/routes.ts mounts these modules only under a kind's list address.
  if (!kind) throw new Error(`No kind of posting lives at ${pathname}`);
  return kind;
}

/** For each kind, what to do with that kind's data. */
export type ByKind<Data extends { kind: PostingKind }, Result> = {
  [Kind in PostingKind]: (data: Extract<Data, { kind: Kind }>) => Result;
};

/**
 * Hands data of one kind to that kind's choice: a route's page drawn, or its
 * title written, from one loader's data whatever the kind.
 */
export function byKind<Data extends { kind: PostingKind }, Result>(
  data: Data,
  choices: ByKind<Data, Result>,
): Result {
  // Each choice takes its own kind's data; TypeScript cannot follow data.kind to the key it picks.
  return (choices[data.kind] as (data: Data) => Result)(data);
}

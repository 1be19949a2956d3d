import type { AnyField } from "~/components/ui/field-control";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/text-field";

export type PostableProduction = { id: number; name: string; verified: boolean };

/**
 * "Post as" on a new posting: the production, when the member has the casting role in exactly one
 * verified production (a casting director posting for it), else themselves: with two, the member
 * chooses; an unverified one adds no badge to lose.
 */
export function defaultPostAs(productions: readonly PostableProduction[]) {
  const verified = productions.filter((production) => production.verified);
  return verified.length === 1 ? String(verified[0]!.id) : "";
}

/**
 * A posting form's "Post as": oneself, or a production where the
 * member has the casting role. Without any, a line says how to get one.
 */
export function PostAsField({ field, productions }: { field: AnyField; productions: PostableProduction[] }) {
  if (productions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Posting for a production house or agency?{" "}
        <Link to="/productions/new" className="font-medium text-primary underline-offset-2 hover:underline">
          Create its page
        </Link>{" "}
        and verify it, so performers can see who stands behind your call.
      </p>
    );
  }
  return (
    <SelectField
      field={field}
      label="Post as"
      hint="Posted for a verified production, the call carries its badge, so performers know who is casting."
    >
      <option value="">Myself (shown as an individual, not verified)</option>
      {productions.map((production) => (
        <option key={production.id} value={String(production.id)}>
          {production.name} {production.verified ? "(verified)" : "(not verified)"}
        </option>
      ))}
    </SelectField>
  );
}

import { Badge } from "~/components/ui/badge";
import { GENDER_LABELS } from "~/constants/auditions";
import { rolePayWords } from "../pay-words";
import type { PostingRole } from "../posting-roles.server";
import { neededWords, playingAge } from "../role-words";

/**
 * The roles a casting call or a project is for, each whole: what it asks for,
 * what it pays, and whether it is filled.
 */
export function RoleList({ roles, heading = "Roles" }: { roles: PostingRole[]; heading?: string }) {
  if (roles.length === 0) return null;
  return (
    <section aria-labelledby="roles-heading">
      <h2 id="roles-heading" className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3">
        {roles.map((role) => {
          const age = playingAge(role);
          const pay = rolePayWords(role.pay);
          return (
            <li key={role.id} className="grid gap-1.5 rounded-lg border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{role.name}</h3>
                {role.filled ? <Badge variant="secondary">Filled</Badge> : null}
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                {age ? <span>Playing age {age}</span> : null}
                {role.gender !== "any" ? <span>{GENDER_LABELS[role.gender]}</span> : null}
                {role.languages.length > 0 ? <span>{role.languages.join(", ")}</span> : null}
                <span>{neededWords(role.needed)}</span>
                {pay ? <span>{pay}</span> : null}
              </p>
              {role.description ? <p className="whitespace-pre-line text-sm">{role.description}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

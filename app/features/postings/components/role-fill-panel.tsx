import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import { cn } from "~/lib/utils";
import type { FillWords } from "../posting-kind-definition";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "../posting-kinds";
import type { RoleWithCount } from "../posting-roles.server";
import { neededWords, playingAge } from "../role-words";

type Reply = { ok: boolean; message: string };

/**
 * A casting call's roles on its applicants page: each shows who applied for
 * it (a link filters the list to them), and, while open, Role filled: the
 * poster ticks whom they cast (up to the number needed) and everyone who
 * applied for the role is told.
 */
export function RoleFillPanel({
  roles,
  selectedRole,
  hrefFor,
  closed,
  kind,
}: {
  /** Whose roles: an audition's or a project's, which say filling in their own words. */
  kind: PostingKind;
  roles: RoleWithCount[];
  /** The role the list is filtered to, if any. */
  selectedRole: number | null;
  /** The list filtered to a role (null: every role). */
  hrefFor: (roleId: number | null) => string;
  /** The audition is closed: its roles are shown, not filled. */
  closed: boolean;
}) {
  if (roles.length === 0) return null;
  return (
    <section aria-labelledby="roles-heading" className="grid gap-3">
      <h2 id="roles-heading" className="text-lg font-semibold">
        Roles
      </h2>
      <nav aria-label="Filter by role" className="flex flex-wrap gap-2">
        {[{ id: null, name: "Every role", applicants: null }, ...roles].map((role) => {
          const active = role.id === selectedRole;
          return (
            <Link
              key={role.id ?? "all"}
              to={hrefFor(role.id)}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm",
                active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {role.name}
              {role.applicants === null ? "" : ` (${role.applicants})`}
            </Link>
          );
        })}
      </nav>
      <ul className="grid gap-3 sm:grid-cols-2">
        {roles.map((role) => (
          <RoleCard key={role.id} role={role} closed={closed} words={POSTING_KIND_DEFINITIONS[kind].fill} />
        ))}
      </ul>
    </section>
  );
}

function RoleCard({ role, closed, words }: { role: RoleWithCount; closed: boolean; words: FillWords }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  // Filling tells everyone who applied for the role, and cannot be undone: the product's own dialog asks first.
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, (submitter) => {
    const cast = submitter?.closest("form")?.querySelectorAll("input[name=cast]:checked").length ?? 0;
    return {
      title: `Mark ${role.name} filled?`,
      description:
        cast === 0
          ? `Nobody is ticked: everyone who ${words.asked} ${role.name} will be told it was filled by someone else.`
          : `${cast === 1 ? "The person" : `The ${cast} people`} you ticked will be ${words.told}; everyone else who ${words.asked} ${role.name} will be told it is filled. This cannot be undone.`,
      confirmLabel: `Mark ${role.name} filled`,
    };
  });
  const age = playingAge(role);
  const cast = role.candidates.filter((candidate) => candidate.outcome === "cast");
  const choosable = role.candidates.filter((candidate) => candidate.outcome === null);
  return (
    <li className="grid content-start gap-2 rounded-lg border bg-card p-4" data-testid="role-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{role.name}</h3>
        {role.filled ? <Badge variant="secondary">Filled</Badge> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {[age ? `Playing age ${age}` : null, neededWords(role.needed), `${role.applicants} applied`]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {role.filled ? (
        <p className="text-sm">
          {cast.length > 0
            ? `${words.chosen}: ${cast.map((candidate) => candidate.name).join(", ")}`
            : "Filled elsewhere."}
        </p>
      ) : closed ? null : (
        <details className="grid gap-2">
          <summary className="cursor-pointer text-sm font-medium text-primary">Role filled…</summary>
          <fetcher.Form method="post" className="mt-2 grid gap-2" {...formProps}>
            <input type="hidden" name="intent" value="fill-role" />
            <input type="hidden" name="role" value={role.id} />
            {choosable.length > 0 ? (
              <fieldset className="grid gap-1.5">
                <legend className="mb-1 text-sm">
                  {words.question(role.name)} (up to {role.needed})
                </legend>
                {choosable.map((candidate) => (
                  <label key={candidate.applicationId} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="cast"
                      value={candidate.applicationId}
                      className="size-4 accent-primary"
                    />
                    {candidate.name}
                  </label>
                ))}
              </fieldset>
            ) : (
              <p className="text-sm text-muted-foreground">
                Nobody is waiting on this role: it will be marked filled.
              </p>
            )}
            <p className="text-xs text-muted-foreground">
              Those you tick are {words.told}; everyone else who {words.asked} it is told it is filled.
            </p>
            <Button
              type="submit"
              size="sm"
              className="justify-self-start"
              disabled={fetcher.state !== "idle"}
            >
              Mark {role.name} filled
            </Button>
            {dialog}
          </fetcher.Form>
        </details>
      )}
    </li>
  );
}

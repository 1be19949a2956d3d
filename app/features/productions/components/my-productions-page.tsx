import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import {
  PRODUCTION_KIND_LABELS,
  PRODUCTION_ROLE_LABELS,
  type ProductionKind,
  type ProductionRole,
} from "~/constants/productions";
import { IntentForm } from "./intent-form";

type MyProduction = {
  id: number;
  slug: string;
  name: string;
  kind: ProductionKind;
  role: ProductionRole;
  verified: boolean;
};
type Invitation = {
  id: number;
  role: ProductionRole;
  createdAt: string;
  production: { name: string; slug: string; verified: boolean };
  invitedBy: string | null;
};

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="outline" className="border-emerald-600/40 text-emerald-700 dark:text-emerald-400">
      <Icon name="badge-check" className="mr-1 size-3" /> Verified
    </Badge>
  ) : (
    <Badge variant="outline">Not verified</Badge>
  );
}

/** /productions: the member's productions, and the invitations waiting for their answer. */
export function MyProductionsPage({
  productions,
  invitations,
}: {
  productions: MyProduction[];
  invitations: Invitation[];
}) {
  return (
    <div className="mx-auto grid max-w-[900px] gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Your productions</h1>
        <Button asChild>
          <Link to="/productions/new">
            <Icon name="plus" className="size-4" /> Create a production
          </Link>
        </Button>
      </div>
      <p className="text-muted-foreground">
        A production's page shows performers who is behind a casting call. Members with the casting role post
        auditions, jobs and projects for it, and a verified production's postings carry its badge.
      </p>

      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading" className="grid gap-3">
          <h2 id="invitations-heading" className="text-xl font-semibold">
            Invitations
          </h2>
          <ul className="grid gap-3">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="grid gap-3 rounded-lg border p-4 sm:flex sm:items-center sm:justify-between"
              >
                <div className="grid gap-1">
                  <p>
                    <Link
                      to={`/productions/${invitation.production.slug}`}
                      className="font-semibold hover:underline"
                    >
                      {invitation.production.name}
                    </Link>{" "}
                    <VerifiedBadge verified={invitation.production.verified} />
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {invitation.invitedBy ? `${invitation.invitedBy} invited you` : "You are invited"} as{" "}
                    {PRODUCTION_ROLE_LABELS[invitation.role].toLowerCase()}.
                  </p>
                </div>
                <div className="flex gap-2">
                  <IntentForm intent="accept" hidden={{ invitation: String(invitation.id) }}>
                    {({ busy }) => (
                      <Button type="submit" size="sm" disabled={busy}>
                        Accept
                      </Button>
                    )}
                  </IntentForm>
                  <IntentForm intent="decline" hidden={{ invitation: String(invitation.id) }}>
                    {({ busy }) => (
                      <Button type="submit" size="sm" variant="outline" disabled={busy}>
                        Decline
                      </Button>
                    )}
                  </IntentForm>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="mine-heading" className="grid gap-3">
        <h2 id="mine-heading" className="text-xl font-semibold">
          Productions you belong to
        </h2>
        {productions.length === 0 ? (
          <EmptyState
            title="No productions yet"
            hint="Create your production house's or agency's page, or ask one of its owners to invite you."
          />
        ) : (
          <ul className="grid gap-3">
            {productions.map((production) => (
              <li
                key={production.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid gap-1">
                  <p>
                    <Link to={`/productions/${production.slug}`} className="font-semibold hover:underline">
                      {production.name}
                    </Link>{" "}
                    <VerifiedBadge verified={production.verified} />
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {PRODUCTION_KIND_LABELS[production.kind]} · you are{" "}
                    {PRODUCTION_ROLE_LABELS[production.role].toLowerCase()}
                  </p>
                </div>
                {production.role === "owner" ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/productions/${production.slug}/manage`}>Manage</Link>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

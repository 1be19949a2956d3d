import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { PRODUCTION_ROLE_HINTS, PRODUCTION_ROLE_LABELS, PRODUCTION_ROLES } from "~/constants/productions";
import { DEPARTED_POSTING_LABELS, DEPARTED_POSTINGS } from "../member-departure";
import type { ProductionPageData } from "../production-page-types";
import { IntentForm, IntentInput, IntentSelect } from "./intent-form";

type Invitation = {
  id: number;
  role: keyof typeof PRODUCTION_ROLE_LABELS;
  name: string;
  username: string;
  createdAt: string;
};

function RoleOptions() {
  return PRODUCTION_ROLES.map((role) => (
    <option key={role} value={role}>
      {PRODUCTION_ROLE_LABELS[role]}
    </option>
  ));
}

/** The owners' view of a production's people: invite by username, change roles, remove, withdraw invitations. */
export function ManagePeople({
  people,
  invitations,
  viewerProfileId,
}: {
  people: ProductionPageData["people"];
  invitations: Invitation[];
  /** The owner looking, by profile id (account ids never reach the page). */
  viewerProfileId: number | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">People</CardTitle>
        <CardDescription>
          {PRODUCTION_ROLES.map(
            (role) => `${PRODUCTION_ROLE_LABELS[role]}: ${PRODUCTION_ROLE_HINTS[role]}`,
          ).join(" ")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <IntentForm intent="invite" className="grid items-start gap-3 sm:grid-cols-[1fr_180px_auto]">
          {({ busy, errors, reply }) => (
            <>
              <IntentInput
                name="username"
                label="Invite a member by username"
                placeholder="priya-sharma"
                autoComplete="off"
                errors={
                  errors("username") ??
                  (reply && !reply.ok && !reply.fieldErrors ? [reply.message] : undefined)
                }
              />
              <IntentSelect name="role" label="As" defaultValue="casting">
                <RoleOptions />
              </IntentSelect>
              <Button type="submit" className="sm:mt-7" disabled={busy}>
                {busy ? "Inviting..." : "Invite"}
              </Button>
            </>
          )}
        </IntentForm>

        {invitations.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-semibold">Waiting for an answer</h3>
            <ul className="grid gap-2">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
                >
                  <span>
                    <Link to={`/u/${invitation.username}`} className="font-medium hover:underline">
                      {invitation.name}
                    </Link>{" "}
                    as {PRODUCTION_ROLE_LABELS[invitation.role].toLowerCase()}
                  </span>
                  <IntentForm intent="withdraw-invitation" hidden={{ invitation: String(invitation.id) }}>
                    {({ busy }) => (
                      <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                        Withdraw
                      </Button>
                    )}
                  </IntentForm>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <h3 className="font-semibold">Members</h3>
        <ul className="grid gap-2" aria-label="Members">
          {people.map((person) => (
            <li
              key={person.profileId}
              className="grid gap-2 rounded-lg border p-3 text-sm sm:flex sm:items-center sm:justify-between"
            >
              <span>
                <Link to={`/u/${person.username}`} className="font-medium hover:underline">
                  {person.name}
                </Link>
                {person.profileId === viewerProfileId ? " (you)" : null}
              </span>
              <div className="flex flex-wrap items-start gap-2">
                <IntentForm
                  intent="change-role"
                  hidden={{ member: String(person.profileId) }}
                  className="flex flex-wrap items-start gap-2"
                >
                  {({ busy, errors }) => (
                    <>
                      <label className="sr-only" htmlFor={`role-${person.profileId}`}>
                        {`Role of ${person.name}`}
                      </label>
                      <NativeSelect
                        id={`role-${person.profileId}`}
                        name="role"
                        defaultValue={person.role}
                        className="w-36"
                      >
                        <RoleOptions />
                      </NativeSelect>
                      <Button type="submit" size="sm" variant="outline" disabled={busy}>
                        Change
                      </Button>
                      <FieldError errors={errors("*")} />
                    </>
                  )}
                </IntentForm>
                <IntentForm
                  intent="remove-member"
                  hidden={{ member: String(person.profileId) }}
                  className="flex flex-wrap items-start gap-2"
                >
                  {({ busy, errors }) => (
                    <>
                      {/* Their postings for the production stop carrying it (member-departure.ts). */}
                      <label className="sr-only" htmlFor={`postings-${person.profileId}`}>
                        {`What becomes of ${person.name}'s open postings for this production`}
                      </label>
                      <NativeSelect
                        id={`postings-${person.profileId}`}
                        name="postings"
                        defaultValue="close"
                        className="w-64"
                      >
                        {DEPARTED_POSTINGS.map((choice) => (
                          <option key={choice} value={choice}>
                            {DEPARTED_POSTING_LABELS[choice]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                        Remove
                      </Button>
                      <FieldError errors={errors("*")} />
                    </>
                  )}
                </IntentForm>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

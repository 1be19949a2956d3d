import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { VerificationMethod } from "~/constants/productions";
import { formatLongDate } from "~/lib/dates";
import { verificationMethodWords } from "../posting-backer";
import { IntentForm, IntentInput } from "./intent-form";

type HistoryEntry = {
  id: number;
  action: "verified" | "refused" | "revoked";
  method: VerificationMethod;
  detail: string | null;
  reason: string | null;
  createdAt: string;
};

/** A verification vouches for the people who run the production too. */
const HELD_WORDS =
  "Verification on hold: one of this production's owners is suspended by our staff, so it shows no badge and its postings are not among verified productions' until the suspension is lifted.";

const ACTION_WORDS = {
  verified: "Verified",
  refused: "Refused by staff",
  revoked: "Verification revoked",
} as const;

/**
 * How the owners verify a production: a code sent to an address at its
 * website's domain, or a request for our staff to check its registration.
 * Every decision so far is listed with its reason.
 */
export function ManageVerification({
  verified,
  held,
  domain,
  waitingSince,
  history,
}: {
  verified: { method: VerificationMethod; detail: string | null; at: string } | null;
  /** Verified, but held while one of its owners is suspended (verified-now.server.ts). */
  held: boolean;
  /** The website's domain, when it has one of its own. */
  domain: string | null;
  waitingSince: string | null;
  history: HistoryEntry[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Verification</CardTitle>
        <CardDescription>
          Verified productions show a badge on their postings, and performers can choose to see only theirs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 [overflow-wrap:anywhere] [&>*]:min-w-0">
        {held ? (
          <p className="flex items-start gap-2 font-medium [overflow-wrap:anywhere]">
            <Icon
              name="triangle-exclamation-point"
              className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
            />
            {HELD_WORDS}
          </p>
        ) : verified ? (
          <p className="flex items-start gap-2 font-medium text-emerald-700 [overflow-wrap:anywhere] dark:text-emerald-400">
            <Icon name="badge-check" className="size-5 shrink-0" />
            Verified: {verificationMethodWords(verified.method, verified.detail)}, on{" "}
            {formatLongDate(new Date(verified.at))}.
          </p>
        ) : (
          <>
            <section className="grid gap-3" aria-labelledby="domain-heading">
              <h3 id="domain-heading" className="font-semibold">
                By your website's domain
              </h3>
              {domain ? (
                <>
                  <IntentForm intent="send-code" className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
                    {({ busy, errors, reply }) => (
                      <>
                        <IntentInput
                          name="email"
                          type="email"
                          label={`An email address at ${domain}`}
                          placeholder={`casting@${domain}`}
                          errors={
                            errors("email") ??
                            (reply && !reply.ok && !reply.fieldErrors ? [reply.message] : undefined)
                          }
                        />
                        <Button type="submit" variant="outline" className="sm:mt-7" disabled={busy}>
                          {busy ? "Sending..." : "Send code"}
                        </Button>
                      </>
                    )}
                  </IntentForm>
                  <IntentForm
                    intent="confirm-code"
                    className="grid items-start gap-3 sm:grid-cols-[1fr_auto]"
                  >
                    {({ busy, errors, reply }) => (
                      <>
                        <IntentInput
                          name="code"
                          label="Code from the email"
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          placeholder="6 digits"
                          errors={
                            errors("code") ??
                            (reply && !reply.ok && !reply.fieldErrors ? [reply.message] : undefined)
                          }
                        />
                        <Button type="submit" className="sm:mt-7" disabled={busy}>
                          {busy ? "Checking..." : "Verify"}
                        </Button>
                      </>
                    )}
                  </IntentForm>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">
                  The website is not on a domain of its own, so ask our staff instead.
                </p>
              )}
            </section>
            <section className="grid gap-3" aria-labelledby="staff-heading">
              <h3 id="staff-heading" className="font-semibold">
                By our staff
              </h3>
              {waitingSince ? (
                <p className="text-sm">
                  Your request has been waiting for our staff since {formatLongDate(new Date(waitingSince))}.
                  You will be told of their answer.
                </p>
              ) : (
                <IntentForm intent="request-review" className="grid gap-3">
                  {({ busy, errors }) => (
                    <>
                      <p className="text-sm text-muted-foreground">
                        Give at least one: we check them against public records before we verify.
                      </p>
                      <div className="grid gap-3 sm:grid-cols-2">
                        <IntentInput
                          name="gstin"
                          label="GSTIN"
                          placeholder="15 characters, on your GST certificate"
                          errors={errors("gstin")}
                        />
                        <IntentInput
                          name="companyNumber"
                          label="Company (CIN) or LLP number"
                          placeholder="21 characters (CIN) or like AAB-1234 (LLPIN)"
                          errors={errors("companyNumber")}
                        />
                      </div>
                      <IntentInput
                        name="creditUrl"
                        type="url"
                        label="Link to a public credit"
                        hint="A film's credits, a news story or an IMDb page that names the production."
                        placeholder="https://"
                        errors={errors("creditUrl")}
                      />
                      <div>
                        <Button type="submit" variant="outline" disabled={busy}>
                          {busy ? "Sending..." : "Ask our staff"}
                        </Button>
                      </div>
                    </>
                  )}
                </IntentForm>
              )}
            </section>
          </>
        )}
        {history.length > 0 ? (
          <section className="grid gap-2" aria-labelledby="history-heading">
            <h3 id="history-heading" className="font-semibold">
              History
            </h3>
            <ul className="grid gap-1 text-sm">
              {history.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.createdAt}>{formatLongDate(new Date(entry.createdAt))}</time>:{" "}
                  {ACTION_WORDS[entry.action]} (
                  {entry.method === "domain" ? `domain ${entry.detail ?? ""}` : "staff review"})
                  {entry.reason ? ` — ${entry.reason}` : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

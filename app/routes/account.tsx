import { useNavigation } from "react-router";
import { z } from "zod";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Form } from "~/components/ui/link";
import { EMAIL_NOTIFICATION_KINDS, type NotificationKind } from "~/constants/notifications";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/accounts/components/auth-card";
import { guards } from "~/features/accounts/guards.server";
import { hasPassword } from "~/features/accounts/has-password.server";
import { listSessions } from "~/features/accounts/manage-sessions.server";
import { memberSessionOf } from "~/features/accounts/viewer.server";
import { ActivityNotificationsCard } from "~/features/notifications/components/activity-notifications-card";
import { EmailNotificationsCard } from "~/features/notifications/components/email-notifications-card";
import {
  getActivityNotificationKinds,
  getEmailNotificationKinds,
  setActivityNotificationKinds,
  setEmailNotificationKinds,
} from "~/features/notifications/notifications.server";
import { formatLongDate } from "~/lib/dates";
import { intent, intentAction } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import { ACCOUNT_INTENTS } from "~/routes/accounts/account-action.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Account Settings | Rangmanch",
    description: "Your password, email, sessions and account.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const current = memberSessionOf(context);
  const db = getDb();
  const [sessions, withPassword, emailKinds, activityKinds] = await Promise.all([
    listSessions(db, current.user.id, current.sessionId),
    hasPassword(db, current.user.id),
    getEmailNotificationKinds(db, current.user.id),
    getActivityNotificationKinds(db, current.user.id),
  ]);
  return {
    user: { name: current.user.name, email: current.user.email, emailVerified: current.user.emailVerified },
    hasPassword: withPassword,
    emailKinds,
    activityKinds,
    sessions: sessions.map((s) => ({ ...s, createdAt: formatLongDate(s.createdAt) })),
  };
}

/**
 * The account page's forms, one contract (decision 071): the account's own
 * intents, and the notification choices composed here because notifications
 * sit above accounts (decision 020). Any set of checkboxes is a valid choice:
 * kinds it does not know are dropped.
 */
export const action = intentAction(
  {
    ...ACCOUNT_INTENTS,
    "email-notifications": intent({
      guard: guards.member,
      schema: z.object({ kind: z.array(z.string()).optional() }),
      run: async ({ kind = [] }, user) => {
        const kinds = kind.filter((one): one is NotificationKind =>
          (EMAIL_NOTIFICATION_KINDS as readonly unknown[]).includes(one),
        );
        await setEmailNotificationKinds(getDb(), user.id, kinds);
        return { message: "Your email choices are saved." };
      },
    }),
    "activity-notifications": intent({
      guard: guards.member,
      schema: z.object({ kind: z.array(z.string()).optional() }),
      run: async ({ kind = [] }, user) => {
        await setActivityNotificationKinds(getDb(), user.id, kind);
        return { message: "Your activity choices are saved." };
      },
    }),
  },
  { named: true },
);

type ActionData = {
  intent: string | null;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string[] | null>;
};

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorsFor = (intent: string, field: string) =>
    result?.intent === intent ? (result.fieldErrors?.[field] ?? undefined) : undefined;
  // A form's alert says its success, and a refusal unless it is beside one of the form's `fields`.
  const messageFor = (intent: string, fields: string[] = []) =>
    result?.intent === intent && (result.ok || !fields.some((field) => result.fieldErrors?.[field]))
      ? result.message
      : undefined;
  const { user } = loaderData;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
        <p className="mt-1 text-muted-foreground">Signed in as {user.email}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Email</CardTitle>
          <CardDescription className="flex items-center gap-2">
            {user.email}
            {user.emailVerified ? (
              <Badge variant="secondary">Verified</Badge>
            ) : (
              <Badge variant="outline">Not verified</Badge>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!user.emailVerified ? (
            <Form method="post" className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                Verify your email to post, apply and send messages. Browsing and editing your profile work
                already.
              </p>
              <FormAlert
                message={messageFor("resend-verification")}
                tone={result?.ok ? "success" : "error"}
              />
              <div>
                <Button
                  type="submit"
                  name="intent"
                  value="resend-verification"
                  variant="outline"
                  disabled={busy("resend-verification")}
                >
                  {busy("resend-verification") ? "Sending..." : "Send verification email again"}
                </Button>
              </div>
            </Form>
          ) : null}
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="intent" value="change-email" />
            <FormAlert message={messageFor("change-email", ["newEmail"])} tone="success" />
            <Field
              label="New email"
              htmlFor="newEmail"
              errorId="newEmail-error"
              errors={errorsFor("change-email", "newEmail")}
            >
              <Input id="newEmail" name="newEmail" type="email" autoComplete="email" required />
            </Field>
            <div>
              <Button type="submit" disabled={busy("change-email")}>
                {busy("change-email") ? "Sending..." : "Change email"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      {loaderData.hasPassword ? (
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs out every other device.</CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="change-password" />
              <Field
                label="Current password"
                htmlFor="currentPassword"
                errorId="currentPassword-error"
                errors={errorsFor("change-password", "currentPassword")}
              >
                <Input
                  id="currentPassword"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                />
              </Field>
              <Field
                label="New password"
                htmlFor="newPassword"
                errorId="newPassword-error"
                errors={errorsFor("change-password", "newPassword")}
              >
                <Input id="newPassword" name="newPassword" type="password" autoComplete="new-password" />
              </Field>
              <Field
                label="Confirm new password"
                htmlFor="confirmPassword"
                errorId="confirmPassword-error"
                errors={errorsFor("change-password", "confirmPassword")}
              >
                <Input
                  id="confirmPassword"
                  name="confirmPassword"
                  type="password"
                  autoComplete="new-password"
                />
              </Field>
              <div>
                <Button type="submit" disabled={busy("change-password")}>
                  {busy("change-password") ? "Saving..." : "Change password"}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : null}

      <EmailNotificationsCard
        emailKinds={loaderData.emailKinds}
        message={messageFor("email-notifications")}
        busy={busy("email-notifications")}
      />

      <ActivityNotificationsCard
        activityKinds={loaderData.activityKinds}
        message={messageFor("activity-notifications")}
        busy={busy("activity-notifications")}
      />

      <Card>
        <CardHeader>
          <CardTitle>Where you're signed in</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <FormAlert message={messageFor("revoke-session")} tone={result?.ok ? "success" : "error"} />
          <ul className="grid gap-2">
            {loaderData.sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words">{session.userAgent || "Unknown device"}</p>
                  <p className="text-muted-foreground">
                    Since {session.createdAt}
                    {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                  </p>
                </div>
                {session.current ? (
                  <Badge variant="secondary">This device</Badge>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-session" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Sign out
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
          <CardDescription>
            This removes your account, your profile and everything you created. It cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="intent" value="delete-account" />
            <Field
              label="Type DELETE to confirm"
              htmlFor="confirmation"
              errorId="confirmation-error"
              errors={errorsFor("delete-account", "confirmation")}
            >
              <Input id="confirmation" name="confirmation" autoComplete="off" />
            </Field>
            {loaderData.hasPassword ? (
              <Field
                label="Your password"
                htmlFor="delete-password"
                errorId="delete-password-error"
                errors={errorsFor("delete-account", "password")}
              >
                <Input id="delete-password" name="password" type="password" autoComplete="current-password" />
              </Field>
            ) : null}
            <div>
              <Button type="submit" variant="destructive" disabled={busy("delete-account")}>
                {busy("delete-account") ? "Deleting..." : "Delete my account"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  EMAIL_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from "~/constants/notifications";
import { FormAlert } from "~/features/accounts/components/auth-card";

/** Account settings: which notifications also come by email. Every one is always on /notifications. */
export function EmailNotificationsCard({
  emailKinds,
  message,
  busy,
}: {
  emailKinds: NotificationKind[];
  message: string | undefined;
  busy: boolean;
}) {
  return (
    <Card id="notifications">
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>
          Every notification is on your notifications page; choose which ones also come by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="email-notifications" />
          <FormAlert message={message} tone="success" />
          <fieldset className="grid gap-2">
            <legend className="sr-only">Email me when</legend>
            {EMAIL_NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="kind"
                  value={kind}
                  defaultChecked={emailKinds.includes(kind)}
                  className="size-4 accent-primary"
                />
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? "Saving..." : "Save email choices"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

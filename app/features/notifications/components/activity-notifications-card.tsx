import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  ACTIVITY_NOTIFICATION_KINDS,
  ACTIVITY_NOTIFICATION_LABELS,
  type ActivityNotificationKind,
} from "~/constants/notifications";
import { FormAlert } from "~/features/accounts/components/auth-card";

/** Account settings: which of other members' doings on one's profile and posts ring the bell. */
export function ActivityNotificationsCard({
  activityKinds,
  message,
  busy,
}: {
  activityKinds: ActivityNotificationKind[];
  message: string | undefined;
  busy: boolean;
}) {
  return (
    <Card id="activity-notifications">
      <CardHeader>
        <CardTitle>Activity notifications</CardTitle>
        <CardDescription>
          Choose what other members do that appears on your notifications page. These never come by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="activity-notifications" />
          <FormAlert message={message} tone="success" />
          <fieldset className="grid gap-2">
            <legend className="sr-only">Notify me when</legend>
            {ACTIVITY_NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="kind"
                  value={kind}
                  defaultChecked={activityKinds.includes(kind)}
                  className="size-4 accent-primary"
                />
                {ACTIVITY_NOTIFICATION_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? "Saving..." : "Save activity choices"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

import {
  ACTIVITY_NOTIFICATION_KINDS,
  ACTIVITY_NOTIFICATION_LABELS,
  type ActivityNotificationKind,
} from "~/constants/notifications";
import { NotificationChoicesCard } from "./notification-choices-card";

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
    <NotificationChoicesCard
      id="activity-notifications"
      title="Activity notifications"
      description="Choose what other members do that appears on your notifications page. These never come by email."
      intent="activity-notifications"
      legend="Notify me when"
      kinds={ACTIVITY_NOTIFICATION_KINDS}
      labels={ACTIVITY_NOTIFICATION_LABELS}
      chosen={activityKinds}
      saveLabel="Save activity choices"
      message={message}
      busy={busy}
    />
  );
}

import {
  EMAIL_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from "~/constants/notifications";
import { NotificationChoicesCard } from "./notification-choices-card";

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
    <NotificationChoicesCard
      id="notifications"
      title="Email notifications"
      description="Every notification is on your notifications page; choose which ones also come by email."
      intent="email-notifications"
      legend="Email me when"
      kinds={EMAIL_NOTIFICATION_KINDS}
      labels={NOTIFICATION_KIND_LABELS}
      chosen={emailKinds}
      saveLabel="Save email choices"
      message={message}
      busy={busy}
    />
  );
}

import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { NotificationsPage } from "~/features/notifications/components/notifications-page";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/features/notifications/notifications.server";
import { intent, intentAction, NO_FIELDS, serialIdField } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Notifications | Rangmanch",
    description: "What has happened on your postings, applications and profile.",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = memberOf(context);
  return { notifications: await listNotifications(getDb(), user.id), now: new Date().toISOString() };
}

/** Marks one notification read (`notification`), or all of them (`read-all`). Only the member's own are touched. */
export const action = intentAction({
  "read-all": intent({
    guard: guards.member,
    schema: NO_FIELDS,
    run: async (_input, user) => {
      await markAllNotificationsRead(getDb(), user.id);
      return { message: "All notifications marked as read" };
    },
  }),
  // Not "id": a form field named id would shadow the form's own id property in the DOM.
  read: intent({
    guard: guards.member,
    schema: z.object({ notification: serialIdField() }),
    run: async ({ notification }, user) => {
      await markNotificationRead(getDb(), user.id, notification);
      return { message: "" };
    },
  }),
});

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} />;
}

import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { NotificationsPage } from "~/features/notifications/components/notifications-page";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/features/notifications/notifications.server";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
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
export async function action({ request, context }: Route.ActionArgs) {
  const user = memberOf(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "read-all") {
    await markAllNotificationsRead(getDb(), user.id);
    return { ok: true, message: "All notifications marked as read" };
  }
  // Not "id": a form field named id would shadow the form's own id property in the DOM.
  const field = form.get("notification");
  const id = serialId(typeof field === "string" ? field : null);
  if (intent === "read" && id !== null) {
    try {
      await markNotificationRead(getDb(), user.id, id);
    } catch (thrown) {
      return messageReply(thrown);
    }
    return { ok: true, message: "" };
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} />;
}

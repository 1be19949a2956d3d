import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { TitleProductions } from "~/features/staff/components/title-productions";
import {
  linkTitleProduction,
  listTitleLinks,
  titleLinkSchema,
  unlinkTitleProduction,
} from "~/features/staff/title-productions.server";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import type { Route } from "./+types/titles";
import { staffMeta } from "./staff-queues";

export const meta: Route.MetaFunction = () => staffMeta("Titles and productions");

export async function loader() {
  return { links: await listTitleLinks(getDb()) };
}

/** A library title linked to the verified production that made it, or unlinked (decision 066: confirmed credits start there). */
export const action = intentAction({
  "link-title-production": intent({
    guard: guards.staff,
    schema: titleLinkSchema,
    run: async (link, staff) => ({ message: (await linkTitleProduction(getDb(), staff.id, link)).message }),
  }),
  "unlink-title-production": intent({
    guard: guards.staff,
    schema: z.object({ title: titleLinkSchema.shape.title, productionId: serialIdField() }),
    run: async ({ title, productionId }) => ({
      message: (await unlinkTitleProduction(getDb(), title, productionId)).message,
    }),
  }),
});

export default function StaffTitles({ loaderData }: Route.ComponentProps) {
  return <TitleProductions links={loaderData.links} />;
}

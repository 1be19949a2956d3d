import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { setMemberLanguage } from "~/features/accounts/member-language.server";
import { safeRedirectPath } from "~/features/accounts/safe-redirect";
import { viewerOf } from "~/features/accounts/viewer.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { languageCookie, localeOfTag, withoutLanguageParam } from "~/lib/i18n/locale";
import type { Route } from "./+types/language";

export const loader = () => methodNotAllowed();

/**
 * The language switcher's form (layout/language-switch.tsx, a plain form, so it works before the page's
 * scripts and the new page loads whole in its language): remembers the choice in the visitor's cookie
 * and, signed in, on the account (their emails and notices follow it), then goes back to the same page
 * and query. The way back loses its `?lang=`, which would otherwise outvote the choice just made. An
 * unknown language changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const back = withoutLanguageParam(safeRedirectPath(form.get("returnTo"), "/"));
  const locale = localeOfTag(String(form.get("language") ?? "").slice(0, 16));
  if (!locale) return redirect(back, 303);
  const member = viewerOf(context);
  if (member) await setMemberLanguage(getDb(), member.id, locale);
  return redirect(back, { status: 303, headers: { "Set-Cookie": languageCookie(locale) } });
}

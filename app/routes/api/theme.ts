import { redirect } from "react-router";
import { safeRedirectPath } from "~/features/accounts/safe-redirect";
import { parseTheme, themeCookie } from "~/features/theme/theme";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/theme";

export const loader = () => methodNotAllowed();

/**
 * The theme menu's form, posted when it is used before the page's scripts have
 * run (theme-toggle.tsx; once they have, the browser sets the theme itself):
 * remembers the choice in the cookie the page is rendered from and goes back.
 * An unknown theme is "system", as everywhere the cookie is read.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const theme = parseTheme(String(form.get("theme") ?? ""));
  return redirect(safeRedirectPath(form.get("returnTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": themeCookie(theme) },
  });
}

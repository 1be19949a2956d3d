import { createCookie } from "react-router";
import type { FlashToast } from "~/features/toast/flash-toast";
import { config } from "~/lib/config.server";
import { authSecret } from "./auth-secret.server";

/**
 * A message for the next page, after a redirect (e.g. "Login successful!").
 * Signed, so no other site can plant text in our pages; read once. It lives
 * in accounts because the account secret signs it: the toast feature below
 * accounts only shows it (decision 020).
 */
function toastCookie() {
  return createCookie("rm_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: config().secureCookies,
    secrets: [authSecret()],
  });
}

export async function setFlashToast(toast: FlashToast): Promise<string> {
  return toastCookie().serialize(toast);
}

/** The pending toast and the header that clears it, or nothing. */
export async function takeFlashToast(
  request: Request,
): Promise<{ toast: FlashToast | null; setCookie?: string }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("rm_toast=")) return { toast: null };
  const cookie = toastCookie();
  const value = (await cookie.parse(cookieHeader)) as FlashToast | null;
  const setCookie = await cookie.serialize("", { maxAge: 0 });
  if (!value || typeof value.title !== "string") return { toast: null, setCookie };
  return { toast: value, setCookie };
}

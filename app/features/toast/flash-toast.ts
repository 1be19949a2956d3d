/**
 * A message for the next page, after a redirect (e.g. "Login successful!").
 * The signed cookie that carries it is `app/features/accounts/flash-toast.server.ts`,
 * beside the secret that signs it; this folder shows it.
 */
export type FlashToast = { type: "success" | "error" | "info"; title: string; description?: string };

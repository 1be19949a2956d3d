/** Only same-site paths: a redirectTo of "//evil.example" or "https://..." falls back. */
export function safeRedirectPath(value: unknown, fallback = "/discover"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return fallback;
  }
  return value;
}

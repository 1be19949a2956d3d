export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The spec's default username: the name lowercased with spaces as hyphens,
 * reduced to the characters a username may hold and to its length limits.
 */
export function usernameFromName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, USERNAME_MAX);
  return base.length >= USERNAME_MIN
    ? base
    : `${base || "member"}-${"x".repeat(USERNAME_MIN)}`.slice(0, USERNAME_MAX);
}

/** `base`, or `base-2`, `base-3`... whichever `isTaken` says is free, within the length limit. */
export async function firstFreeUsername(base: string, isTaken: (candidate: string) => Promise<boolean>) {
  for (let n = 1; n < 10_000; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free username near ${base}`);
}

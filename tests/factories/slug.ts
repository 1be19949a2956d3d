/**
 * A short lowercase slug of a name, for readable test usernames and email
 * addresses: at most 12 characters, so with "-" and a unique suffix a
 * username stays well inside the editor's 3 to 30.
 */
export function slugOf(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 12)
    .replace(/^-+|-+$/g, "");
  return slug || "member";
}

/** Query parameters and path segments that carry a bearer secret (reset and verify links, OAuth callbacks). */
const SECRET_PARAMS = /^(token|code|state|callbackurl|secret|password|session|key)$/i;
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/gi;

/**
 * The URL as it may be logged: the token of a reset link, a verification
 * token, an OAuth code or state become "[redacted]". The path keeps its
 * shape so that a line still says which page was asked for.
 */
export function redactUrl(raw: string | undefined): string {
  if (!raw) return "";
  const queryAt = raw.indexOf("?");
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const safePath = path.replace(SECRET_PATH, "$1[redacted]");
  if (queryAt === -1) return safePath;
  const query = raw.slice(queryAt + 1);
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) params.set(name, "[redacted]");
  }
  return `${safePath}?${params.toString().replaceAll("%5Bredacted%5D", "[redacted]")}`;
}

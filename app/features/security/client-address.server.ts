/**
 * The header our Express layer sets to the client's address as it trusts it
 * (X-Forwarded-For only from proxies in TRUST_PROXY). Any value a client sends
 * in this header is overwritten, so it cannot be spoofed.
 */
export const CLIENT_ADDRESS_HEADER = "x-rangmanch-client-ip";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

/**
 * Who is asking, as the network sees them: what limits count and security
 * events record. Routes read it from the request and hand it to services as
 * a plain value (decision 021).
 */
export type ClientFacts = { ipAddress: string; userAgent: string | null };

export function requestFacts(request: Request): ClientFacts {
  return { ipAddress: clientAddress(request), userAgent: request.headers.get("user-agent") };
}

/**
 * The address as limits count it. An IPv6 connection is given a whole /64 (a
 * home line, a cloud VM), so counting full addresses would let anyone take a
 * new one for every request: limits count the /64 instead. An IPv4 address
 * written in IPv6 form (`::ffff:203.0.113.7`) counts as itself.
 */
export function limitAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const groups = expandIPv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight groups of an IPv6 address, "::" expanded; null when it is not one. */
function expandIPv6(address: string): string[] | null {
  const bare = address.split("%")[0]!.toLowerCase();
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups.map((g) => g.replace(/^0+(?=.)/, ""))
    : null;
}

/** This request's address as limits count it (see limitAddress). */
export function clientLimitAddress(request: Request): string {
  return limitAddress(clientAddress(request));
}

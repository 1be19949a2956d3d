/**
 * The header our Express layer sets to the client's address as it trusts it
 * (X-Forwarded-For only from proxies in TRUST_PROXY). Any value a client sends
 * in this header is overwritten, so it cannot be spoofed.
 */
export const CLIENT_ADDRESS_HEADER = "x-rangmanch-client-ip";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

export function requestFacts(request: Request) {
  return { ipAddress: clientAddress(request), userAgent: request.headers.get("user-agent") };
}

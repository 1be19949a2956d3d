/**
 * What the two script security events name (spec part 2, section 8), found in
 * text a person sent: a script element ("suspicious_script_injection"), or a
 * script smuggled into a link or an attribute ("potential_xss_attempt"). The
 * text is only looked at: React escapes it wherever it is shown, so it is kept
 * as typed and nothing is refused (a post about `onclick=` is allowed).
 *
 * Each pattern is linear in the text: no part can be retried across another
 * tag's `<`, so a long hostile value costs one pass.
 */
const MARKERS = {
  "script-element": /<\s*\/?\s*script\b/i,
  // A link's scheme runs straight into its code ("javascript:alert(1)"); "JavaScript: the basics" is prose.
  "javascript-url": /(?:^|[\s"'=(<])(?:java|vb)script\s*:(?=[^\s])/i,
  "event-handler": /<[a-z][^<>]*?[\s/"']on[a-z]{3,}\s*=/i,
} as const;

export type ScriptMarker = keyof typeof MARKERS;

export function scriptMarkersIn(text: string): ScriptMarker[] {
  return (Object.keys(MARKERS) as ScriptMarker[]).filter((marker) => MARKERS[marker].test(text));
}

/** The event a set of markers is recorded as: a script element is an injection; the rest, an attempt. */
export function scriptEventFor(markers: readonly ScriptMarker[]) {
  if (markers.length === 0) return null;
  return markers.includes("script-element") ? "suspicious_script_injection" : "potential_xss_attempt";
}

/**
 * The spec's browser signs of an attempt (part 2, section 8): an error whose
 * message says "Script error" (a script from elsewhere failed) or names the
 * Content Security Policy.
 */
export function isXssErrorMessage(message: string): boolean {
  return /script error|content security policy/i.test(message);
}

/**
 * A CSP report of a script element whose source the policy does not allow
 * (spec part 2, section 8: "a script element added with a source lacking
 * allowed markers"): a script directive, and a URL blocked, not inline code.
 */
export function isBlockedScriptSource(report: { violatedDirective: string; blockedUri: string }): boolean {
  return (
    /^script-src(?:-elem)?\b/i.test(report.violatedDirective) &&
    /^(?:https?|data|blob):/i.test(report.blockedUri)
  );
}

// What a production's verification vouches for: its name and its website together
// (docs/decisions/059-productions-and-their-verification.md). The one place that says
// when an edit ends a verification, and how the history names what was approved.

/**
 * Why an edit ends the production's verification, or null when it does not. A verification,
 * by domain or by staff, vouches for a name and a website together: a badge kept across a
 * rename would lend a small group's proof to whatever name it types next (a theatre group
 * renamed "Dharma Productions"). So any change of either ends it, and the owners verify again.
 */
export function identityChange(
  before: { name: string; website: string | null },
  after: { name: string; website: string | null | undefined },
) {
  const reasons: string[] = [];
  if (after.name !== before.name) reasons.push(`The name changed from “${before.name}” to “${after.name}”.`);
  if ((after.website ?? null) !== (before.website ?? null)) {
    reasons.push(`The website changed from ${before.website || "none"} to ${after.website || "none"}.`);
  }
  return reasons.length ? reasons.join(" ") : null;
}

/** The name and website a verification vouched for, as the history shows it. */
export function approvedIdentity(production: { name: string; website: string | null }) {
  return `As “${production.name}”, ${production.website || "no website"}.`;
}

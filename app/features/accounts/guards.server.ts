import type { Guard } from "~/lib/form-intents.server";
import { memberOf, type RequestArgs, staffOf, verifiedMemberOf, viewerOf } from "./viewer.server";

function guard<Who>(level: GuardLevel, check: (args: RequestArgs) => Who): Guard<RequestArgs, Who> {
  return Object.assign(check, { level, rank: GUARD_LEVELS.indexOf(level) });
}

/**
 * The guards a form action's intents name (app/lib/form-intents.server.ts), from the weakest:
 * anyone (a visitor too), a member signed in, a member whose email is verified (acting toward
 * others, decision 011), staff. Each is the check its layout makes (app/routes.ts), asked again by
 * the intent itself, so an intent is never weaker than the layout it sits under
 * (tests/integration/route-guards.test.ts).
 */
export const GUARD_LEVELS = ["anyone", "member", "verified member", "staff"] as const;
export type GuardLevel = (typeof GUARD_LEVELS)[number];

export const guards = {
  anyone: guard("anyone", ({ context }) => viewerOf(context)),
  member: guard("member", ({ context }) => memberOf(context)),
  verifiedMember: guard("verified member", ({ context }) => verifiedMemberOf(context)),
  /** The same, its refusal naming what the person was doing there ("Verify your email to send messages"). */
  verifiedMemberAt: (routePattern: string) =>
    guard("verified member", ({ context }) => verifiedMemberOf(context, routePattern)),
  staff: guard("staff", ({ context }) => staffOf(context)),
};

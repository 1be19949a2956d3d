import { z } from "zod";
import { PAY_NOTE_MAX, type PayKind, type PayPeriod } from "~/constants/pay";
import { checkPay, PAY_MESSAGES, payColumns, payFields } from "./pay";

/**
 * Pay on a posting with roles (decision 061, "Pay per role"): each role states
 * its pay with the posting pay model, and the posting's own pay columns are
 * derived from its roles when it is saved, so its card, the Pay filter and
 * every list keep reading one place.
 */

/** A role's pay fields as its JSON row sends them: the posting's fields, a blank choice meaning none chosen. */
const blankIsNone = (value: unknown) => (value === "" ? undefined : value);
export const rolePayFields = {
  ...payFields,
  payKind: z.preprocess(blankIsNone, payFields.payKind),
  payPer: z.preprocess(blankIsNone, payFields.payPer),
};

/** The stored pay columns, as payColumns gives them. */
export type PayColumns = ReturnType<typeof payColumns>;

/** The note of a posting whose paid roles are paid by different periods (its figures have no one period). */
export const PERIOD_BY_ROLE_NOTE = "The period differs by role: see each role's pay.";

/**
 * The posting's pay from its roles' (each already checked by checkPay):
 * - kind: paid when any role is paid, else expenses only when any role is, else unpaid;
 * - paid: from the lowest role minimum to the highest role maximum (a role without a range counts its
 *   one figure), per the one period every paid role shares, else no period and PERIOD_BY_ROLE_NOTE;
 * - the note: the distinct notes of the roles of that kind, in order, joined by "; " (cut to PAY_NOTE_MAX),
 *   so an unpaid call says what its roles offer instead.
 */
export function payFromRoles(roles: readonly PayColumns[]): PayColumns {
  const kind: PayKind = roles.some((role) => role.payKind === "paid")
    ? "paid"
    : roles.some((role) => role.payKind === "expenses")
      ? "expenses"
      : "unpaid";
  const ofKind = roles.filter((role) => role.payKind === kind);
  const notes = [...new Set(ofKind.map((role) => role.payNote).filter(Boolean))].join("; ");
  if (kind !== "paid") return payColumns({ payKind: kind, payMin: null, payMax: null, payNote: cut(notes) });
  const mins = ofKind.map((role) => role.payMin ?? 0);
  const maxes = ofKind.map((role) => role.payMax ?? role.payMin ?? 0);
  const periods = new Set(ofKind.map((role) => role.payPer));
  const payPer: PayPeriod | undefined = periods.size === 1 ? ([...periods][0] ?? undefined) : undefined;
  return payColumns({
    payKind: "paid",
    payMin: Math.min(...mins),
    payMax: Math.max(...maxes),
    payPer,
    payNote: cut(payPer ? notes : [PERIOD_BY_ROLE_NOTE, notes].filter(Boolean).join(" ")),
  });
}

function cut(text: string) {
  return text.length > PAY_NOTE_MAX ? `${text.slice(0, PAY_NOTE_MAX - 1)}…` : text;
}

/** The posting's own pay fields when roles may state it instead: its kind is asked only without roles. */
export const postingPayFields = { ...payFields, payKind: payFields.payKind.optional() };

type PostingPayInput = {
  roles: readonly PayColumns[];
  payKind?: PayKind;
  payMin: number | null;
  payMax: number | null;
  payPer?: PayPeriod;
  payNote?: string;
};

/**
 * A posting without roles is asked what it pays, with the other fields on the first submit: this runs
 * even when they failed (its `when`, ASK_PAY_KIND), as the kind did when it was a required field.
 */
export function askPayKind(input: { payKind?: PayKind }, ctx: z.RefinementCtx) {
  if (!input.payKind) ctx.addIssue({ code: "custom", message: PAY_MESSAGES.kind, path: ["payKind"] });
}
export const ASK_PAY_KIND = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { roles?: unknown; payKind?: unknown };
    return Array.isArray(value.roles) && value.roles.length === 0 && value.payKind === undefined;
  },
};

/** A posting without roles states its own pay (checkPay); one with roles states it per role, and its own is not read. */
export function checkPostingPay(input: PostingPayInput, ctx: z.RefinementCtx) {
  // A missing kind was asked by askPayKind.
  if (input.roles.length > 0 || !input.payKind) return;
  checkPay({ ...input, payKind: input.payKind }, ctx);
}

/** The posting's stored pay columns: derived from its roles when it has any, else its own fields'. */
export function postingPayColumns(input: PostingPayInput): PayColumns {
  if (input.roles.length > 0) return payFromRoles(input.roles);
  return payColumns({ ...input, payKind: input.payKind ?? "unpaid" });
}

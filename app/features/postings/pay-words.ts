import { PAY_KIND_LABELS, PAY_PERIOD_LABELS, type PayKind, type PayPeriod } from "~/constants/pay";

/*
 * A posting's pay as cards and pages show it, apart from the pay form's rules
 * (pay.ts, which needs zod): a page that only shows postings does not load the
 * validation library (docs/performance.md, "JavaScript per public page").
 */

/** A posting's pay as stored and shown; `kind` null only on a posting made before pay had to be stated. */
export type PostingPay = {
  kind: PayKind | null;
  min: number | null;
  max: number | null;
  per: PayPeriod | null;
  note: string;
};

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** The pay in words, as cards and pages show it: "₹5,000 to ₹8,000 per day", "Unpaid: credit and meals". */
export function payWords(pay: PostingPay): string {
  if (pay.kind === null) return "Pay not stated yet";
  if (pay.kind === "paid") {
    if (pay.min === null) return "Paid (amount not stated yet)";
    const amount =
      pay.max !== null ? `${inr.format(pay.min)} to ${inr.format(pay.max)}` : inr.format(pay.min);
    return pay.per ? `${amount} ${PAY_PERIOD_LABELS[pay.per]}` : amount;
  }
  return pay.note ? `${PAY_KIND_LABELS[pay.kind]}: ${pay.note}` : PAY_KIND_LABELS[pay.kind];
}

/** The short form for a card's badge: the amount, or "Expenses only", "Unpaid". */
export function payBadge(pay: PostingPay): string {
  if (pay.kind === "paid" && pay.min !== null) return payWords({ ...pay, note: "" });
  return pay.kind === null ? "Pay not stated" : PAY_KIND_LABELS[pay.kind];
}

/** A row's pay columns as a PostingPay. */
export function storedPay(row: {
  payKind: PayKind | null;
  payMin: number | null;
  payMax: number | null;
  payPer: PayPeriod | null;
  payNote: string;
}): PostingPay {
  return { kind: row.payKind, min: row.payMin, max: row.payMax, per: row.payPer, note: row.payNote };
}

/** A role's pay in words (payWords); a role saved before roles stated pay this way, its old words ("" if none). */
export function rolePayWords(pay: PostingPay): string {
  return pay.kind === null ? pay.note : payWords(pay);
}

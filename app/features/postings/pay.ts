import { z } from "zod";
import {
  PAY_KINDS,
  PAY_MAX_RUPEES,
  PAY_NOTE_MAX,
  PAY_PERIODS,
  type PayKind,
  type PayPeriod,
} from "~/constants/pay";
import { optionalText } from "~/lib/validation";
import type { PostingPay } from "./pay-words";

/** What the pay fields say, word for word. */
export const PAY_MESSAGES = {
  kind: "Say what it pays: paid, expenses only, or unpaid.",
  amount: `Enter the pay in whole rupees, up to ${PAY_MAX_RUPEES.toLocaleString("en-IN")}.`,
  amountRequired: "Enter what it pays, in rupees (the least, if it is a range).",
  range: "The most it pays cannot be less than the least.",
  period: "Choose per day, per project, per episode or per month.",
  unpaidNote: "Say what is offered instead of pay: a credit, meals, travel, a showreel...",
  noteTooLong: `Keep it to ${PAY_NOTE_MAX} characters.`,
} as const;

const rupees = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? "").replace(/[₹,\s]/g, "");
    if (text === "") return null;
    if (!/^\d{1,9}$/.test(text) || Number(text) > PAY_MAX_RUPEES) {
      ctx.addIssue({ code: "custom", message: PAY_MESSAGES.amount });
      return z.NEVER;
    }
    return Number(text);
  });

/** The pay fields every posting form sends: payKind, payMin, payMax, payPer, payNote. */
export const payFields = {
  payKind: z.enum(PAY_KINDS, { error: PAY_MESSAGES.kind }),
  payMin: rupees,
  payMax: rupees,
  payPer: z.enum(PAY_PERIODS, { error: PAY_MESSAGES.period }).optional(),
  payNote: optionalText(PAY_NOTE_MAX, PAY_MESSAGES.noteTooLong),
};

type PayInput = {
  payKind: PayKind;
  payMin: number | null;
  payMax: number | null;
  payPer?: PayPeriod;
  payNote?: string;
};

/** The rules across the pay fields: paid has an amount and a period; unpaid says what is offered instead. */
export function checkPay(input: PayInput, ctx: z.RefinementCtx) {
  if (input.payKind === "paid") {
    if (input.payMin === null)
      ctx.addIssue({ code: "custom", message: PAY_MESSAGES.amountRequired, path: ["payMin"] });
    if (input.payMin !== null && input.payMax !== null && input.payMax < input.payMin) {
      ctx.addIssue({ code: "custom", message: PAY_MESSAGES.range, path: ["payMax"] });
    }
    if (!input.payPer) ctx.addIssue({ code: "custom", message: PAY_MESSAGES.period, path: ["payPer"] });
  }
  if (input.payKind === "unpaid" && !input.payNote) {
    ctx.addIssue({ code: "custom", message: PAY_MESSAGES.unpaidNote, path: ["payNote"] });
  }
}

/** The stored columns for the form's pay: figures and period only when it is paid; a range of one figure is that figure. */
export function payColumns(input: PayInput) {
  const paid = input.payKind === "paid";
  return {
    payKind: input.payKind,
    payMin: paid ? input.payMin : null,
    payMax: paid && input.payMax !== null && input.payMax !== input.payMin ? input.payMax : null,
    payPer: paid ? (input.payPer ?? null) : null,
    payNote: input.payNote ?? "",
  };
}

/** A saved posting's pay as the form's values. */
export function payFormValues(pay: PostingPay) {
  return {
    payKind: pay.kind ?? "",
    payMin: pay.min === null ? "" : String(pay.min),
    payMax: pay.max === null ? "" : String(pay.max),
    payPer: pay.per ?? "",
    payNote: pay.note,
  };
}

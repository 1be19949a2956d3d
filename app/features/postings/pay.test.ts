import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPay, PAY_MESSAGES, payColumns, payFields } from "./pay";
import { payWords } from "./pay-words";

const schema = z.object(payFields).superRefine(checkPay);
const parse = (fields: Record<string, string>) => schema.safeParse(fields);

describe("a posting's pay", () => {
  it("takes an amount or a range in rupees with its period, written as people write it", () => {
    const parsed = parse({ payKind: "paid", payMin: "₹5,000", payMax: "8000", payPer: "day" });
    expect(parsed.success).toBe(true);
    const columns = payColumns(parsed.data!);
    expect(columns).toEqual({ payKind: "paid", payMin: 5000, payMax: 8000, payPer: "day", payNote: "" });
    expect(payWords({ kind: "paid", min: 5000, max: 8000, per: "day", note: "" })).toBe(
      "₹5,000 to ₹8,000 per day",
    );
    expect(payWords({ kind: "paid", min: 40000, max: null, per: "month", note: "" })).toBe(
      "₹40,000 per month",
    );
  });

  it("refuses paid with no amount or period, a range upside down, and unpaid that offers nothing", () => {
    const messages = (fields: Record<string, string>) =>
      parse(fields).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ payKind: "paid" })).toEqual([PAY_MESSAGES.amountRequired, PAY_MESSAGES.period]);
    expect(messages({ payKind: "paid", payMin: "9000", payMax: "5000", payPer: "day" })).toEqual([
      PAY_MESSAGES.range,
    ]);
    expect(messages({ payKind: "paid", payMin: "12abc", payPer: "day" })).toEqual([PAY_MESSAGES.amount]);
    expect(messages({ payKind: "unpaid" })).toEqual([PAY_MESSAGES.unpaidNote]);
    expect(messages({})).toEqual([PAY_MESSAGES.kind]);
    expect(messages({ payKind: "negotiable" })).toEqual([PAY_MESSAGES.kind]);
  });

  it("says unpaid and expenses plainly, with what is offered", () => {
    expect(payWords({ kind: "unpaid", min: null, max: null, per: null, note: "credit and meals" })).toBe(
      "Unpaid: credit and meals",
    );
    expect(payWords({ kind: "expenses", min: null, max: null, per: null, note: "" })).toBe("Expenses only");
    // Only a paid posting keeps figures.
    expect(
      payColumns({ payKind: "unpaid", payMin: 5000, payMax: null, payPer: "day", payNote: "credit" }),
    ).toMatchObject({
      payMin: null,
      payPer: null,
    });
  });
});

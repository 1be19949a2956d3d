import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAY_NOTE_MAX } from "~/constants/pay";
import { PAY_MESSAGES } from "./pay";
import { payBadge, rolePayWords, storedPay } from "./pay-words";
import {
  ASK_PAY_KIND,
  askPayKind,
  checkPostingPay,
  type PayColumns,
  PERIOD_BY_ROLE_NOTE,
  payFromRoles,
  postingPayColumns,
  postingPayFields,
} from "./role-pay";
import { roleInputSchema } from "./role-schema";

const paid = (payMin: number, payMax: number | null, payPer: PayColumns["payPer"] = "day"): PayColumns => ({
  payKind: "paid",
  payMin,
  payMax,
  payPer,
  payNote: "",
});
const unpaid = (payNote: string): PayColumns => ({
  payKind: "unpaid",
  payMin: null,
  payMax: null,
  payPer: null,
  payNote,
});
const expenses = (payNote = ""): PayColumns => ({ ...unpaid(payNote), payKind: "expenses" });

describe("a posting's pay from its roles' (decision 061)", () => {
  it("is paid when any role is, from the lowest role minimum to the highest maximum, per their one period", () => {
    const pay = payFromRoles([paid(8000, 12000), unpaid("credit"), paid(5000, null), paid(20000, null)]);
    expect(pay).toEqual({ payKind: "paid", payMin: 5000, payMax: 20000, payPer: "day", payNote: "" });
    // The card shows the range.
    expect(payBadge(storedPay(pay))).toBe("₹5,000 to ₹20,000 per day");
  });

  it("names no period, and says so, when the paid roles are paid by different periods", () => {
    expect(payFromRoles([paid(5000, null, "day"), paid(50000, 80000, "project")])).toEqual({
      payKind: "paid",
      payMin: 5000,
      payMax: 80000,
      payPer: null,
      payNote: PERIOD_BY_ROLE_NOTE,
    });
  });

  it("is one figure when every role pays the same", () => {
    expect(payFromRoles([paid(5000, null), paid(5000, null)])).toMatchObject({ payMin: 5000, payMax: null });
  });

  it("is expenses only when no role is paid and one pays expenses, else unpaid with what the roles offer", () => {
    expect(payFromRoles([unpaid("a credit"), expenses("travel")])).toEqual(expenses("travel"));
    expect(payFromRoles([unpaid("a credit"), unpaid("meals"), unpaid("a credit")])).toEqual(
      unpaid("a credit; meals"),
    );
    const long = payFromRoles([unpaid("a".repeat(200)), unpaid("b".repeat(200))]);
    expect(long.payNote).toHaveLength(PAY_NOTE_MAX);
  });
});

describe("the posting's own pay fields", () => {
  const schema = z
    .object({ title: z.string(), roles: z.array(z.custom<PayColumns>()), ...postingPayFields })
    .superRefine(askPayKind, ASK_PAY_KIND)
    .superRefine(checkPostingPay);

  it("are asked, with the pay messages, only when the posting has no roles", () => {
    const noRoles = schema.safeParse({ title: "Lead", roles: [] });
    expect(noRoles.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["payKind", PAY_MESSAGES.kind],
    ]);
    // Asked with the other fields' problems, on the first submit.
    expect(schema.safeParse({ roles: [] }).error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "title",
      "payKind",
    ]);
    expect(
      schema.safeParse({ title: "Lead", roles: [], payKind: "paid" }).error?.issues.map((i) => i.message),
    ).toEqual([PAY_MESSAGES.amountRequired, PAY_MESSAGES.period]);
    const withRoles = schema.safeParse({ title: "Lead", roles: [paid(5000, null)] });
    expect(withRoles.success).toBe(true);
    // Whatever the posting's own fields say, its pay is its roles'.
    expect(postingPayColumns({ ...withRoles.data!, payKind: "unpaid", payNote: "none" })).toEqual(
      paid(5000, null),
    );
  });
});

describe("a role's pay", () => {
  const role = (pay: Record<string, unknown>) => roleInputSchema.safeParse({ name: "Meera", ...pay });
  const issues = (pay: Record<string, unknown>) =>
    role(pay).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("is stated with the posting pay model, as the pay fields send it", () => {
    const parsed = role({ payKind: "paid", payMin: "₹5,000", payMax: "8000", payPer: "day", payNote: "" });
    expect(parsed.data).toMatchObject(paid(5000, 8000));
    // An expenses-only role's blank period and figures are none.
    expect(role({ payKind: "expenses", payMin: "", payMax: "", payPer: "", payNote: "" }).data).toMatchObject(
      expenses(),
    );
  });

  it("is refused with the pay messages at the role's own fields", () => {
    expect(issues({})).toEqual([["payKind", PAY_MESSAGES.kind]]);
    expect(issues({ payKind: "", payPer: "" })).toEqual([["payKind", PAY_MESSAGES.kind]]);
    expect(issues({ payKind: "paid", payMin: "9000", payMax: "5000", payPer: "" })).toEqual([
      ["payMax", PAY_MESSAGES.range],
      ["payPer", PAY_MESSAGES.period],
    ]);
    expect(issues({ payKind: "paid", payMin: "lots", payPer: "day" })).toEqual([
      ["payMin", PAY_MESSAGES.amount],
    ]);
    expect(issues({ payKind: "unpaid" })).toEqual([["payNote", PAY_MESSAGES.unpaidNote]]);
  });

  it("reads, on a role saved before roles stated pay this way, as its old words", () => {
    expect(rolePayWords({ kind: null, min: null, max: null, per: null, note: "₹15,000 a day" })).toBe(
      "₹15,000 a day",
    );
    expect(rolePayWords({ kind: null, min: null, max: null, per: null, note: "" })).toBe("");
    expect(rolePayWords({ kind: "paid", min: 15000, max: null, per: "day", note: "" })).toBe(
      "₹15,000 per day",
    );
  });
});

import { describe, expect, it } from "vitest";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { JOB_MESSAGES } from "./job-messages";
import { jobSchema } from "./job-schema";

const job = (
  deadline: string,
  pay: Record<string, string> = { payKind: "paid", payMin: "6000", payPer: "day" },
) => ({
  title: "Sound Recordist",
  company: "Marina Sound Works",
  location: "Chennai",
  type: "Temporary",
  category: "Technical",
  ...pay,
  deadline,
  description: "Location sound for a documentary.",
});
const deadlineErrors = (deadline: string) => {
  const parsed = jobSchema.safeParse(job(deadline));
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === "deadline").map((issue) => issue.message);
};
/** The messages a job's pay fields get: none when the pay is stated right. */
const payErrors = (pay: Record<string, string>) => {
  const parsed = jobSchema.safeParse(job("2027-04-30", pay));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("a job's deadline", () => {
  it("takes a real calendar day", () => {
    expect(deadlineErrors("2027-04-30")).toEqual([]);
  });

  it("refuses days that do not exist instead of rolling them over", () => {
    for (const deadline of ["2027-02-30", "2027-04-31", "2027-06-31"]) {
      expect(deadlineErrors(deadline), deadline).toEqual([JOB_MESSAGES.deadline]);
    }
  });
});

describe("a job's pay (issue 27: as every posting states it)", () => {
  it("takes an amount or a range in rupees with its period, expenses only, or unpaid with what is offered", () => {
    const parsed = jobSchema.parse(
      job("2027-04-30", { payKind: "paid", payMin: "₹40,000", payMax: "60,000", payPer: "month" }),
    );
    expect(parsed).toMatchObject({ payKind: "paid", payMin: 40_000, payMax: 60_000, payPer: "month" });
    expect(payErrors({ payKind: "expenses" })).toEqual([]);
    expect(payErrors({ payKind: "expenses", payNote: "Travel and meals" })).toEqual([]);
    expect(payErrors({ payKind: "unpaid", payNote: "A credit and a letter of experience" })).toEqual([]);
  });

  it("refuses paid without an amount or a period, a range upside down, and unpaid that offers nothing", () => {
    expect(payErrors({ payKind: "paid", payPer: "month" })).toEqual([PAY_MESSAGES.amountRequired]);
    expect(payErrors({ payKind: "paid", payMin: "40000" })).toEqual([PAY_MESSAGES.period]);
    expect(payErrors({ payKind: "paid", payMin: "60000", payMax: "40000", payPer: "month" })).toEqual([
      PAY_MESSAGES.range,
    ]);
    expect(payErrors({ payKind: "paid", payMin: "a lot", payPer: "month" })).toEqual([PAY_MESSAGES.amount]);
    expect(payErrors({ payKind: "unpaid" })).toEqual([PAY_MESSAGES.unpaidNote]);
  });

  it("asks what it pays when the form says nothing of it, or only the old salary words", () => {
    expect(payErrors({})).toEqual([PAY_MESSAGES.kind]);
    expect(payErrors({ salary: "₹40,000 a month" })).toEqual([PAY_MESSAGES.kind]);
    expect(payErrors({ payKind: "negotiable" })).toEqual([PAY_MESSAGES.kind]);
  });
});

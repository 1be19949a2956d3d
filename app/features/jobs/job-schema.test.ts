import { describe, expect, it } from "vitest";
import { JOB_MESSAGES } from "./job-messages";
import { jobSchema } from "./job-schema";

const job = (deadline: string) => ({
  title: "Sound Recordist",
  company: "Marina Sound Works",
  location: "Chennai",
  type: "Temporary",
  category: "Technical",
  salary: "₹6,000 per day",
  deadline,
  description: "Location sound for a documentary.",
});
const deadlineErrors = (deadline: string) => {
  const parsed = jobSchema.safeParse(job(deadline));
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === "deadline").map((issue) => issue.message);
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

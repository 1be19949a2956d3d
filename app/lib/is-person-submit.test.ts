import { describe, expect, it } from "vitest";
import { isPersonSubmit } from "./is-person-submit";

const submitBy = (name: string | null) =>
  ({ submitter: name === null ? null : { getAttribute: () => name } }) as unknown as Event;

describe("isPersonSubmit", () => {
  it("is false for Conform's hidden validation button", () => {
    expect(isPersonSubmit(submitBy("__intent__"))).toBe(false);
  });

  it("is true for a form's own buttons and for Enter (no submitter)", () => {
    expect(isPersonSubmit(submitBy("intent"))).toBe(true);
    expect(isPersonSubmit(submitBy(""))).toBe(true);
    expect(isPersonSubmit(submitBy(null))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter-schema";

describe("newsletter schema", () => {
  it("accepts an address and normalises it", () => {
    expect(newsletterSchema.parse({ email: " Meera@Example.IN " })).toEqual({ email: "meera@example.in" });
  });

  it.each(["", "meera", "meera@", "@example.in", "a b@example.in", `${"x".repeat(250)}@example.in`])(
    "refuses %j with the spec's message",
    (email) => {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
    },
  );
});

import { describe, expect, it } from "vitest";
import { parseSerialId } from "./serial-id";

describe("parseSerialId", () => {
  it("reads the ids a serial column can hold", () => {
    expect(parseSerialId("1")).toBe(1);
    expect(parseSerialId("42")).toBe(42);
    expect(parseSerialId("2147483647")).toBe(2_147_483_647);
    // Leading zeros still name the same row, as before the move.
    expect(parseSerialId("007")).toBe(7);
  });

  it("names nothing for what PostgreSQL would refuse or no row can have", () => {
    for (const value of ["", "0", "-1", "1.5", "1e3", "abc", " 1", "2147483648", "99999999999", null]) {
      expect(parseSerialId(value), String(value)).toBeNull();
    }
    expect(parseSerialId(new File(["1"], "1"))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { serialId, serialIds } from "./serial-ids";

describe("serialIds", () => {
  it("keeps ids that can name a serial row, once each", () => {
    expect(serialIds(["1", "42", "42", "2147483647"])).toEqual([1, 42, 2147483647]);
  });

  it("drops what would make PostgreSQL fail or names nothing", () => {
    expect(serialIds(["0", "007", "-1", "1.5", "abc", "2147483648", "99999999999", "", " 1"])).toEqual([]);
  });
});

describe("serialId", () => {
  it("reads one id from a path or query value", () => {
    expect(serialId("12")).toBe(12);
    for (const text of ["", null, undefined, "012", "abc", "1e3", "-1", "2147483648"])
      expect(serialId(text)).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isValidCompanyNumber, isValidGstin } from "./registration-numbers";

describe("GSTIN", () => {
  it("accepts real-shaped numbers whose check character is right", () => {
    // Published examples of well-formed GSTINs.
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    // As copied from a certificate: spaces and lower case.
    expect(isValidGstin(" 27 aapfu0939f1zv ")).toBe(true);
  });

  it("refuses a wrong check character, a state that does not exist, and the wrong shape", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin(`40AAPFU0939F1Z${gstinCheckCharacter("40AAPFU0939F1Z")}`)).toBe(false);
    expect(isValidGstin(`27AAPFU0939F1Y${gstinCheckCharacter("27AAPFU0939F1Y")}`)).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("")).toBe(false);
  });

  it("catches any single changed character", () => {
    const valid = "27AAPFU0939F1ZV";
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        (position, character) => {
          fc.pre(valid[position] !== character);
          const changed = valid.slice(0, position) + character + valid.slice(position + 1);
          expect(isValidGstin(changed)).toBe(false);
        },
      ),
    );
  });
});

describe("company and LLP numbers", () => {
  it("accepts a CIN and an LLPIN", () => {
    expect(isValidCompanyNumber("U92100MH2005PTC123456")).toBe(true);
    expect(isValidCompanyNumber("L22210MH1995PLC084781")).toBe(true);
    expect(isValidCompanyNumber("aab-1234")).toBe(true);
  });

  it("refuses the wrong shape and a year to come", () => {
    expect(isValidCompanyNumber("U92100MH2999PTC123456")).toBe(false);
    expect(isValidCompanyNumber("X92100MH2005PTC123456")).toBe(false);
    expect(isValidCompanyNumber("AAB1234")).toBe(false);
    expect(isValidCompanyNumber("")).toBe(false);
  });
});

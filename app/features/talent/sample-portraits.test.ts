import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = path.resolve("public/images/talent");
const SIZE = 400;
/** Cards crop the square portrait to 4:3 (object-cover, centred): an eighth goes from the top and the bottom. */
const CROPPED = SIZE / 8;
/** A capital's height in the sans-serif fonts drawn, as a share of the font size. */
const CAP_HEIGHT = 0.72;

describe("the sample talent portraits (scripts/generate-artwork.mjs)", () => {
  const files = fs.readdirSync(FOLDER).filter((name) => name.endsWith(".svg"));

  it.each(files)("%s keeps its initials inside a 4:3 card's crop and a round avatar", (file) => {
    const svg = fs.readFileSync(path.join(FOLDER, file), "utf8");
    const text = svg.match(/<text x="(\d+)" y="(\d+)"[^>]* font-size="(\d+)"[^>]*>([A-Z]+)<\/text>/);
    expect(text, "the portrait has its initials").not.toBeNull();
    const [, x, baseline, fontSize, initials] = text!.map((value, index) =>
      index > 0 && index < 4 ? Number(value) : value,
    ) as [string, number, number, number, string];
    const top = baseline - fontSize * CAP_HEIGHT;
    expect(top).toBeGreaterThanOrEqual(CROPPED);
    expect(baseline).toBeLessThanOrEqual(SIZE - CROPPED - 8);
    // In the inscribed circle of a rounded avatar: the baseline's corners (half the text's width either side).
    const halfWidth = (initials.length * fontSize * 0.75) / 2;
    const fromCentre = Math.hypot(halfWidth, baseline - SIZE / 2);
    expect(x).toBe(SIZE / 2);
    expect(fromCentre).toBeLessThan(SIZE / 2);
  });
});

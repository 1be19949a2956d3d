import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icon-names";
import { buildIconSprite } from "./icon-sprite";

describe("icon sprite", () => {
  it("icons.svg holds exactly the icons in ICON_NAMES (else run: npx tsx scripts/build-icon-sprite.ts)", async () => {
    const committed = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    expect(committed).toBe(await buildIconSprite(ICON_NAMES));
  });

  it("draws each icon as lucide does, with the styling left to the .icon rule", async () => {
    const sprite = await buildIconSprite(["map-pin"]);
    expect(sprite).toContain(
      '<symbol id="map-pin" viewBox="0 0 24 24"><path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/></symbol>',
    );
    expect(sprite).not.toMatch(/key=|stroke=/);
  });

  it("refuses a name lucide does not have, and an alias (the sprite needs lucide's own file names)", async () => {
    await expect(buildIconSprite(["no-such-icon"])).rejects.toThrow(/not a lucide icon/);
    await expect(buildIconSprite(["music"])).rejects.toThrow(/not a lucide icon/);
  });
});

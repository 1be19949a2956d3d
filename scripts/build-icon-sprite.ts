// Writes app/components/ui/icons.svg from the names in icon-names.ts:
//   npx tsx scripts/build-icon-sprite.ts
import fs from "node:fs";
import { ICON_NAMES } from "../app/components/ui/icon-names";
import { buildIconSprite } from "../app/components/ui/icon-sprite";

const target = new URL("../app/components/ui/icons.svg", import.meta.url);
const sprite = await buildIconSprite(ICON_NAMES);
fs.writeFileSync(target, sprite);
console.log(`${target.pathname}: ${ICON_NAMES.length} icons, ${sprite.length} bytes`);

/**
 * Builds icons.svg, one <symbol> per name in ICON_NAMES, from lucide's own
 * icon data. Build-time code: run by scripts/build-icon-sprite.ts and by
 * icon-sprite.test.ts, never bundled for the browser.
 *
 * The symbols carry shapes only: stroke, fill and line caps come from the
 * `.icon` rule in app.css, so one `class` on the <svg> replaces the nine
 * attributes lucide-react writes on every icon.
 */

type IconNode = [tag: string, attributes: Record<string, unknown>, children?: IconNode[]];
type IconData = { name: string; size?: number; node: IconNode[] };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function renderNode([tag, attributes, children = []]: IconNode): string {
  const attributeText = Object.entries(attributes)
    // `key` is React's list key, not an SVG attribute.
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join("");
  if (children.length === 0) return `<${tag}${attributeText}/>`;
  return `<${tag}${attributeText}>${children.map(renderNode).join("")}</${tag}>`;
}

async function loadIconData(name: string): Promise<IconData> {
  const module = (await import(`lucide-react/icons/${name}`).catch(() => null)) as {
    __iconData?: IconData;
  } | null;
  if (!module?.__iconData) throw new Error(`"${name}" is not a lucide icon (lucide-react/icons/${name}).`);
  return module.__iconData;
}

export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    [...names].sort().map(async (name) => {
      const { node, size = 24 } = await loadIconData(name);
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${node.map(renderNode).join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

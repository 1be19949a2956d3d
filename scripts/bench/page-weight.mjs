// What a page makes a browser download before it can run: its HTML and every
// script it loads up front (module scripts, modulepreloads, the imports of
// the inline entry script, and whatever those import statically). Sizes are
// taken as the server sends them to a browser that accepts gzip ("wire"), and
// decompressed ("raw"). Grown from scripts/measure-home-js.mjs, which gzips
// each file itself; the wire size is what the compression middleware sent.
import { request } from "./http.mjs";

const BUDGETS = { htmlRawBytes: 40 * 1024, jsWireBytes: 150 * 1024, scriptRequests: 15 };

/** The HTML and start-up JavaScript of `url`, with `headers` (e.g. a Cookie) on every request. */
export async function measurePageWeight(url, headers = {}) {
  const page = await download(url, headers);
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}, not 200.`);
  const html = page.body.toString("utf8");

  const preloaded = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)) {
    preloaded.add(new URL(decodeEntities(match[1]), url).href);
  }
  // React Router's entry is an inline module script that imports the manifest and the route modules.
  for (const inline of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const specifier of staticImports(inline[1])) preloaded.add(new URL(specifier, url).href);
  }

  // Follow static imports too: a chunk missing from the preloads is still fetched, only later.
  const scripts = new Map();
  const queue = [...preloaded];
  while (queue.length > 0) {
    const src = queue.shift();
    if (scripts.has(src)) continue;
    const file = await download(src, headers);
    if (file.status !== 200) throw new Error(`${src} answered ${file.status}, not 200.`);
    scripts.set(src, file);
    for (const specifier of staticImports(file.body.toString("utf8")))
      queue.push(new URL(specifier, src).href);
  }

  const files = [...scripts.values()];
  return {
    url,
    html: { rawBytes: page.body.length, wireBytes: page.wireBytes, encoding: page.encoding },
    js: {
      scriptRequests: scripts.size,
      notPreloaded: [...scripts.keys()]
        .filter((src) => !preloaded.has(src))
        .map((src) => new URL(src).pathname),
      rawBytes: files.reduce((sum, file) => sum + file.body.length, 0),
      wireBytes: files.reduce((sum, file) => sum + file.wireBytes, 0),
    },
  };
}

/** Each budget with the measured figure and whether it is met. */
export function checkBudgets(weight) {
  return [
    {
      name: "HTML (raw)",
      value: weight.html.rawBytes,
      limit: BUDGETS.htmlRawBytes,
      unit: "bytes",
      below: true,
    },
    {
      name: "JavaScript (gzip)",
      value: weight.js.wireBytes,
      limit: BUDGETS.jsWireBytes,
      unit: "bytes",
      below: true,
    },
    {
      name: "script requests",
      value: weight.js.scriptRequests,
      limit: BUDGETS.scriptRequests,
      unit: "count",
    },
  ].map((budget) => ({
    ...budget,
    pass: budget.below ? budget.value < budget.limit : budget.value <= budget.limit,
  }));
}

/** Relative and absolute specifiers of `import ... from "x"`, `export ... from "x"` and `import "x"` (not import()). */
function staticImports(code) {
  const specifiers = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    if (/^(?:\.{1,2}\/|\/|https?:)/.test(match[1])) specifiers.push(match[1]);
  }
  return specifiers;
}

function decodeEntities(text) {
  return text.replace(/&amp;/g, "&");
}

/** GET with Accept-Encoding: gzip, as a browser; returns the bytes on the wire and the decoded body. */
async function download(url, headers) {
  const response = await request(url, { headers: { "Accept-Encoding": "gzip", ...headers } });
  return {
    status: response.status,
    wireBytes: response.wire.length,
    body: response.body,
    encoding: response.encoding,
  };
}

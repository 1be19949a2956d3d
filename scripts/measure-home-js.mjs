// Measures the JavaScript a page makes the browser download: every module
// script and modulepreload in the server-rendered HTML, compressed with gzip
// as the server's compression middleware sends it.
//   node scripts/measure-home-js.mjs [url]   (default http://localhost:3000/)
import { gzipSync } from "node:zlib";

const url = process.argv[2] ?? "http://localhost:3000/";
const html = await (await fetch(url)).text();
const sources = new Set(
  [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => new URL(m[1], url).href,
  ),
);
// The entry imports its chunks statically; the HTML preloads all of them, so this set is complete.
let raw = 0;
let gzipped = 0;
for (const src of sources) {
  const body = Buffer.from(await (await fetch(src)).arrayBuffer());
  raw += body.length;
  gzipped += gzipSync(body, { level: 6 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${url}: ${sources.size} scripts, ${kb(raw)} raw, ${kb(gzipped)} gzip`);

import { measurePageWeight } from "../../../scripts/bench/page-weight.mjs";
import { expect, test } from "../fixtures";

/**
 * Each public page's start-up JavaScript (gzip, as the server sends it) and
 * script requests, measured as `npm run bench:pages` measures them
 * (scripts/bench/page-weight.mjs), against its own ceiling: the figure it had
 * when these were set (docs/performance.md, "JavaScript per public page"),
 * rounded up by about 2 KB (2026-12-03: / 149.1 KB in 12 scripts, a profile
 * 180.4 in 25, /auditions 170.0 in 26, an audition 175.1 in 29, /jobs 170.0 in
 * 26, /discover 155.7 in 13, /help 162.2 in 16). A change that adds to a page's scripts fails here,
 * and the page's ceiling comes down with every change that takes some away.
 * Signed out, as a phone on mobile data first meets them, in English and in Hindi (a browser that asks
 * for Hindi): the words of both languages are in the same scripts, so both must fit (decision 074).
 * The posting lists and a posting's page take two more, smaller, scripts than they did: the form
 * helpers that left the shell for the home page's sake (vite.config.ts, MAX_SHELL_HELPER_CHARS).
 */
const CEILINGS: { path: string | ((audition: string) => string); jsKB: number; scripts: number }[] = [
  { path: "/", jsKB: 151, scripts: 12 },
  { path: "/u/aarav-malhotra", jsKB: 182, scripts: 25 },
  { path: "/auditions", jsKB: 172, scripts: 28 },
  { path: (audition) => audition, jsKB: 177, scripts: 31 },
  { path: "/jobs", jsKB: 172, scripts: 28 },
  { path: "/discover", jsKB: 158, scripts: 13 },
  { path: "/help", jsKB: 164, scripts: 16 },
];

const LANGUAGES: [string, Record<string, string>][] = [
  ["en-IN", {}],
  ["hi-IN", { "accept-language": "hi-IN,hi;q=0.9" }],
];

test("every public page stays within its JavaScript ceiling, in both languages", async ({
  baseURL,
  request,
}) => {
  const list = await (await request.get("/auditions", { headers: { Accept: "text/html" } })).text();
  const audition = /href="(\/auditions\/\d+)"/.exec(list)?.[1];
  // The head's module preloads come after the stylesheet, and carry no nonce (lib/module-preloads.server.ts
  // rewrites React Router's tags by their shape: an upgrade that changes it fails here, not quietly).
  const preloads = [...list.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((tag) => tag[0]);
  expect(preloads.length).toBeGreaterThan(5);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"') || tag.includes("nonce="))).toEqual(
    [],
  );
  expect(audition, "an audition linked from /auditions").toBeDefined();
  const measured = [];
  for (const [language, headers] of LANGUAGES) {
    const home = await (await request.get("/", { headers: { Accept: "text/html", ...headers } })).text();
    expect(home, `the home page asked for in ${language}`).toContain(`<html lang="${language}"`);
    for (const ceiling of CEILINGS) {
      const path = typeof ceiling.path === "string" ? ceiling.path : ceiling.path(audition!);
      const { js } = await measurePageWeight(`${baseURL}${path}`, headers);
      measured.push({
        path,
        language,
        jsKB: Math.round((js.wireBytes / 1024) * 10) / 10,
        scripts: js.scriptRequests,
        over: js.wireBytes > ceiling.jsKB * 1024 || js.scriptRequests > ceiling.scripts,
      });
    }
  }
  expect(
    measured.filter((page) => page.over),
    JSON.stringify(measured),
  ).toEqual([]);
});

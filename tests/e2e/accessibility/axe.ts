import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext } from "axe-core";
import { waitForPageAtRest } from "../fixtures";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The axe violations on the page as it is now (serious and critical ones, or
 * every one with `impacts: "all"`), once the page is at rest: the header has
 * caught up with the scroll position and no colour transition is half-way, so
 * contrast is measured on the colours the user ends up seeing.
 *
 * axe-core runs in the page itself, as its own documentation shows. The
 * @axe-core/playwright wrapper took 2 to 4 s a scan on the 2-core CI machine
 * (it finishes every run in a second, blank page); this takes 0.5 to 1 s, which
 * is what lets one spec scan every page state (decision 037). Our pages have no
 * frames of their own, so the wrapper's frame-by-frame scan adds nothing.
 */
export async function a11yViolations(
  page: Page,
  { impacts = "serious", scope }: { impacts?: "serious" | "all"; scope?: string } = {},
) {
  await waitForPageAtRest(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([context]) =>
      (window as unknown as { axe: { run(c: ElementContext, o: object): Promise<AxeResults> } }).axe.run(
        context ?? document,
        { resultTypes: ["violations"] },
      ),
    [scope] as const,
  );
  recordEveryViolation(page.url(), results);
  return results.violations
    .filter((v) => impacts === "all" || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * With AXE_RECORD=file, every violation of every impact is appended to that file as a JSON line
 * (page, rule, impact, elements), so the tier's findings in two browsers can be compared whole
 * (docs/decisions/064-browser-tests-in-a-headless-shell.md); the assertion stays on serious ones.
 */
function recordEveryViolation(url: string, results: AxeResults) {
  const file = process.env.AXE_RECORD;
  if (!file) return;
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  const lines = results.violations.map((v) =>
    JSON.stringify({
      page: path,
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }),
  );
  // One line for a clean scan too, so the two runs can be seen to have scanned the same states.
  fs.appendFileSync(file, `${[JSON.stringify({ page: path, scanned: true }), ...lines].join("\n")}\n`);
}

// Takes full-page screenshots of pages at phone and desktop widths in
// Debian's Chromium: `node scripts/screenshots.mjs [baseUrl] [path ...]`.
// Files go to ./screenshots (ignored by git).
import fs from "node:fs";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/"];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
fs.mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, colorScheme: process.env.DARK ? "dark" : "light" });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "_")}${process.env.DARK ? "-dark" : ""}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();

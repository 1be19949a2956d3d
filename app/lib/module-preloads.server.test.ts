import { describe, expect, it } from "vitest";
import { QuietModulePreloads, withQuietModulePreloads } from "./module-preloads.server";

const HEAD =
  '<!DOCTYPE html><html><head><title>तारे</title><link rel="modulepreload" href="/assets/a.js" nonce="abc+/=="/>' +
  '<link rel="stylesheet" href="/assets/app.css" nonce="abc+/=="/><script nonce="abc+/==">boot()</script></head>';
const BODY = '<body><p>Body</p><link rel="modulepreload" href="/late.js" nonce="kept"/></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  const stream = new QuietModulePreloads();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("module preloads: low priority, no nonce", () => {
  it("asks a modulepreload link low and drops its nonce: scripts and the stylesheet keep theirs", () => {
    expect(withQuietModulePreloads(HEAD)).toBe(
      HEAD.replace('href="/assets/a.js" nonce="abc+/=="', 'href="/assets/a.js" fetchpriority="low"'),
    );
  });

  it("reads only the head, however the page is cut into chunks, and splits no character", async () => {
    const page = Buffer.from(HEAD + BODY);
    const expected = withQuietModulePreloads(HEAD) + BODY;
    // Every cut, including inside the Devanagari title's bytes and inside </head>.
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(await through([page.subarray(0, cut), page.subarray(cut)])).toBe(expected);
    }
    expect(await through([...page].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("passes a page with no head end on whole", async () => {
    expect(await through([Buffer.from("<p>partial")])).toBe("<p>partial");
  });
});

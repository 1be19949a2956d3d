import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
/** A head longer than this is passed on as it is (ours is about 6 KB). */
const MAX_HEAD_BYTES = 64 * 1024;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"(?: nonce="[^"]*")?/g;

/**
 * A page's head with each module preload asked at low priority and without
 * the CSP nonce; the rest of the head untouched.
 */
export function withQuietModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" href="$1" fetchpriority="low"');
}

/**
 * Rewrites the <link rel="modulepreload"> tags React Router writes in a page's
 * head (docs/performance.md, "First paint from the first bytes"):
 * - fetchpriority="low": a preload is fetched at high priority by default, so
 *   a list page's 30-odd modules (about 220 KB) shared a phone's first second
 *   of bandwidth with the stylesheet the first paint waits for; and Lighthouse
 *   counts every high-priority script as blocking that paint. Asked low, they
 *   still come at once, after the stylesheet and the page's images.
 * - no nonce: its <Scripts nonce> gives the one nonce to scripts and preloads
 *   alike, and a preload needs none (our script-src allows 'self', and every
 *   preloaded module is ours: server/security-headers.ts); the inline scripts
 *   keep theirs. 33 bytes on each was 1.1 KB of a list page's 50 KB budget.
 * Only the head is read: it is held until its end tag (ASCII, so a character
 * split between chunks cannot hide it) and everything after goes straight
 * through.
 */
export class QuietModulePreloads extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private passing = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.passing) {
      this.push(chunk);
      return done();
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    const held = Buffer.concat(this.head, this.headBytes);
    const end = held.indexOf(HEAD_END);
    if (end !== -1) {
      const cut = end + HEAD_END.length;
      const head = Buffer.from(withQuietModulePreloads(held.subarray(0, cut).toString("utf8")));
      this.passOn(Buffer.concat([head, held.subarray(cut)]));
    } else if (this.headBytes > MAX_HEAD_BYTES) {
      this.passOn(held);
    }
    done();
  }

  override _flush(done: TransformCallback) {
    if (!this.passing && this.headBytes > 0) this.push(Buffer.concat(this.head, this.headBytes));
    done();
  }

  private passOn(chunk: Buffer) {
    this.passing = true;
    this.head = [];
    this.headBytes = 0;
    this.push(chunk);
  }
}

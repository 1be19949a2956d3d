import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
/** A head longer than this is passed on as it is (ours is about 6 KB). */
const MAX_HEAD_BYTES = 64 * 1024;
const PRELOAD_NONCE = /(<link rel="modulepreload" href="[^"]*")(?: nonce="[^"]*")/g;

/** A page's head without the nonce on its module preload links; the rest of the page untouched. */
export function withoutPreloadNonces(head: string): string {
  return head.replace(PRELOAD_NONCE, "$1");
}

/**
 * Takes the CSP nonce off the page's <link rel="modulepreload"> tags, which
 * React Router writes on each (its <Scripts nonce> gives the one nonce to
 * scripts and preloads alike). A preload needs none: our script-src allows
 * 'self', and every preloaded module is ours (server/security-headers.ts);
 * the scripts that run inline keep theirs. A list page preloads 30-36 modules,
 * and the 33 bytes of each nonce were 1.1 KB of its 50 KB HTML budget
 * (docs/performance.md, "HTML per list page"). Only the head is read: it is held until its
 * end tag (ASCII, so a character split between chunks cannot hide it) and
 * everything after goes straight through.
 */
export class WithoutPreloadNonces extends Transform {
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
      this.passOn(
        Buffer.concat([
          Buffer.from(withoutPreloadNonces(held.subarray(0, cut).toString("utf8"))),
          held.subarray(cut),
        ]),
      );
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

import { Transform, type TransformCallback } from "node:stream";

/**
 * Gathers the many small writes React makes while it renders (one per tag,
 * text run or attribute group) into one chunk per turn of the event loop, or
 * per `maxBytes`. Each chunk that reaches the response costs a call into
 * gzip and a socket write; under load those per-chunk costs were a quarter of
 * the server's time. Streaming still works: what React writes later (a
 * Suspense boundary resolving) goes out in the next turn.
 */
export class CoalescingStream extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private flushScheduled = false;

  constructor(private readonly maxBytes = 64 * 1024) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= this.maxBytes) {
      this.pushPending();
    } else if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.pushPending());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.pushPending();
    done();
  }

  private pushPending() {
    this.flushScheduled = false;
    if (this.pendingBytes === 0) return;
    const chunk =
      this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(chunk);
  }
}

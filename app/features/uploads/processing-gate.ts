/**
 * Lets at most `limit` tasks run at once; the rest wait their turn in order.
 * Decoding a large photo takes well over a hundred megabytes, so a burst of
 * uploads must queue rather than decode all together.
 */
export function createGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function acquire() {
    if (running < limit) {
      running += 1;
      return;
    }
    // The finishing task hands its slot straight to us, so no newcomer can slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}

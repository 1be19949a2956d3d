/**
 * Short-lived, in-process caches for reads that many requests repeat (the
 * session behind a cookie, the home page's lists, a public profile).
 *
 * Why this is safe: every cache starts switched off (tests and development see
 * the database as it is), the server switches them on at start-up with a short
 * lifetime, and every successful write in this process empties all of them
 * (`clearReadCaches`, called by the root middleware after a write), so a person
 * always sees their own change at once. What another process writes shows after
 * at most the lifetime. Entries are few (a least-recently-used bound per cache)
 * and only successful loads are kept; a failed load is retried by the next caller.
 */

type Entry<V> = { value: Promise<V>; expiresAt: number };

const caches = new Set<ReadCache<unknown>>();
const clearListeners = new Set<() => void>();
let lifetimeMs = 0;

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    readonly name: string,
    private readonly maxEntries: number,
  ) {
    caches.add(this as ReadCache<unknown>);
  }

  /** The cached value for `key`, or `load()`'s, shared by everyone asking while it loads. */
  read(key: string, load: () => PromiseLike<V>, now = Date.now()): Promise<V> {
    if (lifetimeMs <= 0) return Promise.resolve(load());
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) {
      // Map order is insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    // A Drizzle query is a thenable that runs again at every `then`: settle it once, keep the promise.
    const value = Promise.resolve(load());
    const entry = { value, expiresAt: now + lifetimeMs };
    this.entries.set(key, entry);
    this.evictOverflow();
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets one key (e.g. a session that was just revoked). */
  forget(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  private evictOverflow() {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

/** Switches every read cache on (a lifetime in milliseconds) or off (0). */
export function setReadCacheLifetime(ms: number) {
  lifetimeMs = Math.max(0, ms);
  if (lifetimeMs === 0) clearReadCaches();
}

/** After any write: what was read before it may have changed. */
export function clearReadCaches() {
  for (const cache of caches) cache.clear();
  for (const listener of clearListeners) listener();
}

/** Lets a cache kept elsewhere (the server's rendered-page cache) empty itself with the others. */
export function onReadCachesCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

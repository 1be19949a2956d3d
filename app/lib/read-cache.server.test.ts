import { afterEach, describe, expect, it, vi } from "vitest";
import { clearReadCaches, onReadCachesCleared, ReadCache, setReadCacheLifetime } from "./read-cache.server";

afterEach(() => setReadCacheLifetime(0));

describe("ReadCache", () => {
  it("is off until the server switches it on: every read loads", async () => {
    const cache = new ReadCache<number>("test off", 10);
    const load = vi.fn(async () => 1);
    await cache.read("k", load);
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("loads once within its lifetime, and again after it", async () => {
    setReadCacheLifetime(1_000);
    const cache = new ReadCache<number>("test lifetime", 10);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.read("k", load, 0)).toBe(1);
    expect(await cache.read("k", load, 999)).toBe(1);
    expect(await cache.read("k", load, 1_000)).toBe(2);
  });

  it("runs a lazy query (a thenable that runs at every then, as Drizzle's are) once", async () => {
    setReadCacheLifetime(1_000);
    const cache = new ReadCache<number>("test thenable", 10);
    let runs = 0;
    const query = (): PromiseLike<number> => ({
      // biome-ignore lint/suspicious/noThenProperty: this test is about thenables
      then: (resolve, reject) => Promise.resolve(++runs).then(resolve, reject),
    });
    expect(await cache.read("k", query)).toBe(1);
    expect(await cache.read("k", query)).toBe(1);
    expect(runs).toBe(1);
  });

  it("shares one load between readers who ask while it runs", async () => {
    setReadCacheLifetime(1_000);
    const cache = new ReadCache<string>("test shared", 10);
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.read("k", load);
    const second = cache.read("k", load);
    release("value");
    expect(await Promise.all([first, second])).toEqual(["value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed load: the next reader tries again", async () => {
    setReadCacheLifetime(1_000);
    const cache = new ReadCache<number>("test failure", 10);
    await expect(cache.read("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("k", async () => 7)).toBe(7);
  });

  it("keeps at most its bound, dropping the least recently used", async () => {
    setReadCacheLifetime(1_000);
    const cache = new ReadCache<string>("test bound", 2);
    await cache.read("a", async () => "a1");
    await cache.read("b", async () => "b1");
    await cache.read("a", async () => "a2"); // a is now the most recent
    await cache.read("c", async () => "c1"); // drops b
    expect(cache.size).toBe(2);
    expect(await cache.read("a", async () => "a3")).toBe("a1");
    expect(await cache.read("b", async () => "b2")).toBe("b2");
  });

  it("empties every cache, and tells listeners, when a write clears them", async () => {
    setReadCacheLifetime(1_000);
    const one = new ReadCache<number>("test clear one", 10);
    const two = new ReadCache<number>("test clear two", 10);
    await one.read("k", async () => 1);
    await two.read("k", async () => 2);
    const listener = vi.fn();
    const stop = onReadCachesCleared(listener);
    clearReadCaches();
    stop();
    expect([one.size, two.size]).toEqual([0, 0]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await one.read("k", async () => 10)).toBe(10);
  });
});

import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.server";

function collect(stream: CoalescingStream) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("CoalescingStream", () => {
  it("turns the writes of one turn into one chunk, in order", async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    for (const part of ["<html>", "<body>", "<p>", "Namaste", "</p>"]) stream.write(part);
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body><p>Namaste</p>"]);
  });

  it("still streams: what is written in a later turn goes out as its own chunk", async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    stream.write("shell");
    await new Promise((resolve) => setImmediate(resolve));
    stream.write("late");
    stream.end("!");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual(["shell", "late!"]);
  });

  it("sends a chunk as soon as it reaches its size bound", () => {
    const stream = new CoalescingStream(8);
    const chunks = collect(stream);
    stream.write("12345");
    stream.write("67890");
    expect(chunks).toEqual(["1234567890"]);
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ALLOWED = new Set(["app/components/ui/toast.ts", "app/components/ui/toaster.tsx"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

describe("toasts", () => {
  it("go through components/ui/toast.ts, which mounts the Toaster that sonner alone would not", () => {
    // The Toaster mounts with the first toast asked of toast.ts: a toast made
    // with sonner's own `toast` would wait in sonner's store, never drawn.
    const offenders = sourceFiles(path.resolve("app"))
      .map((file) => path.relative(process.cwd(), file))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) =>
        /from "sonner"/.test(fs.readFileSync(file, "utf8").replace(/import type [^;]+;/g, "")),
      );
    expect(offenders).toEqual([]);
  });
});

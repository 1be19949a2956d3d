import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every file that runs on the server and may read a form: routes and *.server.ts services. */
function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    const isRoute = file.includes(`${path.sep}routes${path.sep}`);
    return /\.(ts|tsx)$/.test(entry.name) &&
      !entry.name.includes(".test.") &&
      (isRoute || entry.name.includes(".server."))
      ? [file]
      : [];
  });
}

/** "file:line" of every line in a server file that `offends`. */
function serverLinesWhere(offends: (line: string) => boolean) {
  return serverFiles(path.resolve("app")).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        offends(line) ? [`${path.relative(process.cwd(), file)}:${index + 1}`] : [],
      ),
  );
}

describe("server form parsing", () => {
  it("goes through parseForm, never Conform's parser on a raw form", () => {
    // Conform's parser copies arrays on every repeated name and expands huge
    // indexes: a few KB of names cost seconds. parseForm keeps only the schema's
    // fields first (app/lib/bounded-reply.ts). In a component, onValidate may
    // parse in the browser: that is the visitor's own CPU.
    expect(serverLinesWhere((line) => /parseWithZod\(/.test(line) && !/onValidate/.test(line))).toEqual([]);
  });

  it("never answers with Conform's unbounded reply of a posted form", () => {
    // .reply().error (the messages only) and a reply that resets the form echo nothing typed.
    const offenders = serverLinesWhere(
      (line) => /submission\.reply\((?!\{ resetForm: true \})/.test(line) && !/\.reply\(\)\.error/.test(line),
    );
    expect(offenders).toEqual([]);
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { boundedReply, declaredFields } from "./bounded-reply";
import { optionalText, requiredText } from "./validation";

const schema = z.object({
  name: requiredText("Please enter your name", 10, "Name is too long"),
  bio: optionalText(20, "Bio is too long"),
  kind: z.enum(["actor", "director"]).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  password: z.string().min(8),
  newPassword: z.string().optional(),
  credits: z
    .array(
      z.object({
        title: z.string().max(5),
        year: z.coerce.number().optional(),
        notes: z.preprocess((value) => value, z.string().max(8).optional()),
      }),
    )
    .max(2)
    .optional(),
  tags: z
    .array(z.string())
    .transform((tags) => tags)
    .pipe(z.array(z.string().max(3)).max(3))
    .optional(),
});

const form = (fields: [string, string][]) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
};

const reply = (fields: [string, string][], options?: Parameters<typeof boundedReply>[2]) => {
  const submission = parseWithZod(form(fields), { schema });
  return boundedReply(submission, schema, options);
};

describe("boundedReply", () => {
  it("keeps only the schema's fields, and never a password", () => {
    const result = reply([
      ["name", "Meera"],
      ["unknown", "x".repeat(1000)],
      ["password", "hunter2hunter2"],
      ["newPassword", "another-secret"],
      ["__proto__", "polluted"],
    ]);
    expect(result.initialValue).toEqual({ name: "Meera" });
    expect(result.fields).toEqual(["name", "password", "newPassword"]);
    expect(JSON.stringify(result)).not.toContain("hunter2");
    expect(JSON.stringify(result)).not.toContain("another-secret");
  });

  it("cuts each string to its own field's maximum, read through the schema's wrappers", () => {
    const result = reply([
      ["name", "N".repeat(50)],
      ["bio", "B".repeat(50)],
      ["kind", "K".repeat(50)],
      ["rating", "9".repeat(500)],
    ]);
    expect(result.initialValue).toEqual({
      name: "N".repeat(10),
      bio: "B".repeat(20),
      kind: "K".repeat("director".length),
      rating: "9".repeat(50),
    });
    // The errors say why, with the field's own message.
    expect(result.error?.name).toEqual(["Name is too long"]);
  });

  it("counts characters as zod does, never splitting an emoji", () => {
    const result = reply([["name", "😀".repeat(12)]]);
    expect(result.initialValue).toEqual({ name: "😀".repeat(10) });
  });

  it("caps nested lists at the schema's maximum and keeps their items' declared keys", () => {
    const result = reply([
      ["credits[0].title", "Monsoon Letters"],
      ["credits[0].year", "2023"],
      ["credits[0].notes", "n".repeat(100)],
      ["credits[0].secret", "dropped"],
      ["credits[1].title", "Two"],
      ["credits[2].title", "Three"],
      ["tags[0]", "abcdef"],
      ["tags[1]", "b"],
      ["tags[2]", "c"],
      ["tags[3]", "d"],
    ]);
    expect(result.initialValue).toEqual({
      credits: [{ title: "Monso", year: "2023", notes: "nnnnnnnn" }, { title: "Two" }],
      tags: ["abc", "b", "c"],
    });
    expect(result.error?.credits).toBeDefined();
  });

  it("keeps errors, Conform's state and intents to the schema's fields, without values", () => {
    const formData = form([
      ["name", ""],
      ["__state__", JSON.stringify({ validated: { name: true, unknown: true, "credits[0].title": true } })],
    ]);
    const submission = parseWithZod(formData, { schema });
    const result = boundedReply(submission, schema, {
      fieldErrors: { nowhere: ["x"] },
      formErrors: ["Form"],
    });
    expect(result.error?.[""]).toEqual(["Form"]);
    expect(result.error?.name).toEqual(["Please enter your name"]);
    expect(result.error).not.toHaveProperty("nowhere");
    expect(result.state?.validated).toEqual({ name: true, "credits[0].title": true });
  });

  it("passes a reset through untouched", () => {
    const submission = parseWithZod(
      form([
        ["name", "Meera"],
        ["password", "long enough"],
      ]),
      { schema },
    );
    expect(boundedReply(submission, schema, { resetForm: true })).toEqual({ initialValue: null });
  });
});

describe("declaredFields", () => {
  it("drops names the schema does not declare, and list indexes past one over the maximum", () => {
    const kept = declaredFields(
      form([
        ["name", "Meera"],
        ["other", "x"],
        ["credits[1].title", "a"],
        ["credits[2].title", "one over: still checked"],
        ["credits[3].title", "b"],
        ["credits[99999999].title", "sparse"],
        ["credits[0].nope", "x"],
        ["name[0]", "x"],
        ["name..x", "x"],
      ]),
      schema,
    );
    expect([...kept.keys()]).toEqual(["name", "credits[1].title", "credits[2].title"]);
  });

  it("keeps a repeated name only as often as its field can hold", () => {
    const fields: [string, string][] = [];
    for (let n = 0; n < 60_000; n++) fields.push(["name", "x"], ["tags", "t"]);
    const started = performance.now();
    const kept = declaredFields(form(fields), schema);
    const submission = parseWithZod(kept, { schema });
    boundedReply(submission, schema);
    // Conform alone copies the array on every repeat: about a minute for these.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(kept.getAll("name")).toHaveLength(2);
    expect(kept.getAll("tags")).toHaveLength(4);
  });

  it("drops Conform entries it would throw on, so bad input is a 400 and not a 500", () => {
    for (const [name, value] of [
      ["__intent__", "garbage"],
      ["__state__", "garbage"],
      ["__intent__", JSON.stringify({ type: "update", payload: { name: "tags[99999999]", value: "x" } })],
    ] as const) {
      const kept = declaredFields(
        form([
          [name, value],
          ["name", "Meera"],
        ]),
        schema,
      );
      expect(() => parseWithZod(kept, { schema })).not.toThrow();
      expect(kept.has(name)).toBe(false);
    }
    const validate = JSON.stringify({ type: "validate", payload: { name: "name" } });
    expect(declaredFields(form([["__intent__", validate]]), schema).get("__intent__")).toBe(validate);
  });
});

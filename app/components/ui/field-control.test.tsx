import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inputDefault, readField, textDefault } from "./field-control";

type Attributes = Record<string, unknown>;
type Compared = { conform: Attributes; ours: Attributes };

/** A form with one text, one select and one textarea field; it writes, for each, Conform's attributes and ours. */
function Probe({
  lastResult,
  found,
}: {
  lastResult?: SubmissionResult<string[]>;
  found: Record<string, Compared>;
}) {
  const [, fields] = useForm({
    id: "probe",
    lastResult,
    defaultValue: { title: "Lead role", city: 4, notes: "Bring a monologue" },
  });
  const ours = (name: "title" | "city" | "notes", value: (initial: unknown) => string | undefined) => {
    const read = readField(fields[name]);
    return { ...read.control, defaultValue: value(read.initialValue) };
  };
  found.input = {
    conform: getInputProps(fields.title, { type: "text" }),
    ours: { ...ours("title", inputDefault), type: "text" },
  };
  found.select = { conform: getSelectProps(fields.city), ours: ours("city", textDefault) };
  found.textarea = { conform: getTextareaProps(fields.notes), ours: ours("notes", textDefault) };
  return null;
}

/** Renders the probe and returns, per control, the attributes Conform's own helpers give and ours. */
function compare(lastResult?: SubmissionResult<string[]>): Record<string, Compared> {
  const found: Record<string, Compared> = {};
  renderToString(<Probe lastResult={lastResult} found={found} />);
  return found;
}

/** Conform leaves out what is undefined; so do the props React renders. */
const defined = (attributes: Attributes) =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));

describe("readField", () => {
  it("gives a field's control the attributes Conform's helpers give it", () => {
    for (const { conform, ours } of Object.values(compare())) {
      expect(defined(ours)).toEqual(defined(conform));
    }
    expect(compare().select?.ours).toMatchObject({
      id: "probe-city",
      name: "city",
      form: "probe",
      defaultValue: "4",
    });
  });

  it("marks a field with an error invalid and points it at its message, as Conform does", () => {
    const failed: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { title: "x", city: "9", notes: "" },
      error: { title: ["Enter a longer title"], city: ["Choose a city"] },
    };
    const compared = compare(failed);
    for (const { conform, ours } of Object.values(compared)) {
      expect(defined(ours)).toEqual(defined(conform));
    }
    expect(compared.input?.ours).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "probe-title-error",
      defaultValue: "x",
    });
    expect(compared.textarea?.ours).not.toHaveProperty("aria-invalid");
  });
});

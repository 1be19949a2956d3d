import type { FieldMetadata } from "@conform-to/react";

// biome-ignore lint/suspicious/noExplicitAny: any form's shape; only this field's metadata is read.
export type AnyField = FieldMetadata<any, any, string[]>;

/** A Conform field's metadata, read once each, and the attributes its control takes. */
export type ReadField = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /** Changes when Conform resets the field: the control's React key, so it shows the new value. */
  key: string | undefined;
  initialValue: unknown;
  /** For the input, select or textarea: what getInputProps would give it, with our forms' options. */
  control: {
    id: string;
    name: string;
    form: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  };
};

/**
 * Reads what a labelled control needs from a Conform field, once each.
 *
 * Every property read of a Conform field builds a new metadata object (a Proxy
 * over ten getters) and records a subscription, and getInputProps or
 * getSelectProps read about sixteen properties of each field: on Edit Profile's
 * seventeen fields that was an eighth of the page's server CPU (decision 048).
 * Our forms declare no constraints (the schema is checked on blur and on the
 * server), so the seven reads here give the same attributes; reading them
 * during render still subscribes the component to them, as Conform intends.
 */
export function readField(field: AnyField): ReadField {
  const id = field.id;
  const errorId = field.errorId;
  const errors = field.errors;
  // As Conform's default (ariaInvalid: "errors"): invalid while the field has a message.
  const invalid = errors !== undefined;
  return {
    id,
    errorId,
    errors,
    key: field.key,
    initialValue: field.initialValue,
    control: {
      id,
      name: field.name,
      form: field.formId,
      ...(invalid ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
    },
  };
}

/** An input's first value: only text (Conform's getInputProps). */
export function inputDefault(initialValue: unknown): string | undefined {
  return typeof initialValue === "string" ? initialValue : undefined;
}

/** A select's or textarea's first value, as text (Conform's getSelectProps and getTextareaProps). */
export function textDefault(initialValue: unknown): string | undefined {
  return initialValue === undefined || initialValue === null ? undefined : String(initialValue);
}

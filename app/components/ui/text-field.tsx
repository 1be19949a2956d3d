import type * as React from "react";
import { Field } from "./field";
import { type AnyField, inputDefault, readField, textDefault } from "./field-control";
import { Input, NativeSelect, Textarea } from "./input";

type FieldFrameProps = {
  field: AnyField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

type TextFieldProps = FieldFrameProps & {
  type?: "text" | "email" | "password" | "tel" | "url" | "date";
  multiline?: boolean;
  children?: React.ReactNode;
} & Pick<
    React.ComponentProps<"input">,
    "autoComplete" | "onChange" | "aria-describedby" | "placeholder" | "min" | "max"
  >;

/**
 * A labelled text input (or textarea, or date) bound to a Conform field: its
 * name, its value after a failed submit, and its error, announced to screen readers.
 */
export function TextField({
  field,
  label,
  type = "text",
  required,
  hint,
  multiline,
  className,
  children,
  ...inputProps
}: TextFieldProps) {
  const read = readField(field);
  return (
    <Field
      label={label}
      htmlFor={read.id}
      errorId={read.errorId}
      errors={read.errors}
      required={required}
      hint={hint}
      className={className}
    >
      {multiline ? (
        <Textarea
          {...read.control}
          defaultValue={textDefault(read.initialValue)}
          key={read.key}
          rows={5}
          placeholder={inputProps.placeholder}
        />
      ) : (
        <Input
          {...read.control}
          type={type}
          defaultValue={inputDefault(read.initialValue)}
          key={read.key}
          {...inputProps}
        />
      )}
      {children}
    </Field>
  );
}

/** A labelled select bound to a Conform field; its options are the children. */
export function SelectField({
  field,
  label,
  required,
  hint,
  className,
  children,
}: FieldFrameProps & { children: React.ReactNode }) {
  const read = readField(field);
  return (
    <Field
      label={label}
      htmlFor={read.id}
      errorId={read.errorId}
      errors={read.errors}
      required={required}
      hint={hint}
      className={className}
    >
      <NativeSelect {...read.control} defaultValue={textDefault(read.initialValue)} key={read.key}>
        {children}
      </NativeSelect>
    </Field>
  );
}

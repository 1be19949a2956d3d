import type * as React from "react";
import { Field } from "./field";
import { type AnyField, inputDefault, type ReadField, readField, textDefault } from "./field-control";
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

/** A label, a control bound to a Conform field, and its message; the control is drawn from the field read once. */
function BoundField({
  field,
  label,
  required,
  hint,
  className,
  children,
}: FieldFrameProps & { children: (read: ReadField) => React.ReactNode }) {
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
      {children(read)}
    </Field>
  );
}

/**
 * A labelled text input (or textarea, or date) bound to a Conform field: its
 * name, its value after a failed submit, and its error, announced to screen readers.
 */
export function TextField({
  type = "text",
  multiline,
  children,
  field,
  label,
  required,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <BoundField field={field} label={label} required={required} hint={hint} className={className}>
      {(read) => (
        <>
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
        </>
      )}
    </BoundField>
  );
}

/** A labelled select bound to a Conform field; its options are the children. */
export function SelectField({ children, ...frame }: FieldFrameProps & { children: React.ReactNode }) {
  return (
    <BoundField {...frame}>
      {(read) => (
        <NativeSelect {...read.control} defaultValue={textDefault(read.initialValue)} key={read.key}>
          {children}
        </NativeSelect>
      )}
    </BoundField>
  );
}

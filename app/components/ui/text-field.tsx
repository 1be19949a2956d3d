import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type * as React from "react";
import { Field } from "./field";
import { Input, Textarea } from "./input";

type TextFieldProps<Schema> = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's shape; only this field's metadata is used.
  field: FieldMetadata<Schema, any, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url";
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  className?: string;
  children?: React.ReactNode;
} & Pick<React.ComponentProps<"input">, "autoComplete" | "onChange" | "aria-describedby" | "placeholder">;

/**
 * A labelled text input (or textarea) bound to a Conform field: its name, its
 * value after a failed submit, and its error, announced to screen readers.
 */
export function TextField<Schema>({
  field,
  label,
  type = "text",
  required,
  hint,
  multiline,
  className,
  children,
  ...inputProps
}: TextFieldProps<Schema>) {
  return (
    <Field
      label={label}
      htmlFor={field.id}
      errorId={field.errorId}
      errors={field.errors}
      required={required}
      hint={hint}
      className={className}
    >
      {multiline ? (
        <Textarea
          {...getTextareaProps(field)}
          key={field.key}
          rows={5}
          placeholder={inputProps.placeholder}
        />
      ) : (
        <Input {...getInputProps(field, { type })} key={field.key} {...inputProps} />
      )}
      {children}
    </Field>
  );
}

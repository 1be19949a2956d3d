import { type ReactNode, useId } from "react";
import { useFetcher } from "react-router";
import { Field, invalidProps } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { useReplyToast } from "~/lib/use-reply-toast";

/** What the production actions answer: a message, and on a refusal the fields it concerns. */
export type IntentReply = { ok: boolean; message: string; fieldErrors?: Record<string, string[]> };

/**
 * One small form of the production pages, sent without leaving the page: its
 * intent, its fields, and the answer shown beside the field it concerns (and
 * as a toast). What was typed stays in the fields when it is refused.
 */
export function IntentForm({
  intent,
  hidden,
  children,
  className,
}: {
  intent: string;
  hidden?: Record<string, string>;
  children: (state: {
    busy: boolean;
    errors: (name: string) => string[] | undefined;
    reply?: IntentReply;
  }) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher<IntentReply>();
  useReplyToast(fetcher);
  const reply = fetcher.data;
  const errors = (name: string) =>
    reply && !reply.ok
      ? (reply.fieldErrors?.[name] ?? (name === "*" ? [reply.message] : undefined))
      : undefined;
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ busy: fetcher.state !== "idle", errors, reply })}
    </fetcher.Form>
  );
}

/** A labelled input in an IntentForm, with its error. */
export function IntentInput({
  name,
  label,
  errors,
  hint,
  ...props
}: { name: string; label: string; errors?: string[]; hint?: string } & React.ComponentProps<"input">) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} errorId={`${id}-error`} errors={errors} hint={hint}>
      <Input id={id} name={name} {...invalidProps(errors, `${id}-error`)} {...props} />
    </Field>
  );
}

/** A labelled select in an IntentForm. */
export function IntentSelect({
  name,
  label,
  children,
  defaultValue,
}: {
  name: string;
  label: string;
  children: ReactNode;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} errorId={`${id}-error`}>
      <NativeSelect id={id} name={name} defaultValue={defaultValue}>
        {children}
      </NativeSelect>
    </Field>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { TIMING } from "~/constants/site";
import { CONTACT_MESSAGES, contactSchema } from "./contact-schema";

type ActionResult = { ok: boolean; result: SubmissionResult<string[]> } | undefined;

/**
 * The contact form. "Sending..." stays up for at least 1.5 s (the spec's
 * pace) even when the server answers sooner, then the form clears.
 */
export function ContactForm({ actionData }: { actionData: ActionResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const [holding, setHolding] = useState(false);
  const [sent, setSent] = useState(false);
  const submittedAt = useRef(0);
  const handled = useRef<unknown>(null);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!actionData || handled.current === actionData) return;
    handled.current = actionData;
    if (!actionData.ok) {
      setHolding(false);
      return;
    }
    const wait = Math.max(0, TIMING.contactSendMs - (Date.now() - submittedAt.current));
    const timer = window.setTimeout(() => {
      setHolding(false);
      setSent(true);
      toast.success(CONTACT_MESSAGES.success, { duration: TIMING.pageToastMs });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [actionData]);

  const busy = submitting || holding;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) {
          submittedAt.current = Date.now();
          setHolding(true);
          setSent(false);
        }
      }}
      className="grid gap-5"
    >
      {sent && !busy ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200"
          role="status"
        >
          <CheckCircle2 className="size-4" aria-hidden /> {CONTACT_MESSAGES.success}
        </p>
      ) : null}
      <FieldError id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          htmlFor={fields.name.id}
          errorId={fields.name.errorId}
          errors={fields.name.errors}
          required
        >
          <Input
            {...getInputProps(fields.name, { type: "text" })}
            key={fields.name.key}
            autoComplete="name"
          />
        </Field>
        <Field
          label="Email"
          htmlFor={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
          required
        >
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
          />
        </Field>
      </div>
      <Field
        label="Subject"
        htmlFor={fields.subject.id}
        errorId={fields.subject.errorId}
        errors={fields.subject.errors}
        required
      >
        <Input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} />
      </Field>
      <Field
        label="Message"
        htmlFor={fields.message.id}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        required
      >
        <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} />
      </Field>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}

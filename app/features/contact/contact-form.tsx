import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { CONTACT_MESSAGES, contactSchema } from "./contact-schema";

type ActionResult = { ok: boolean; result: SubmissionResult<string[]> } | undefined;

/**
 * The contact form. "Sending..." stays up for at least 1.5 s (spec part 1,
 * section 4) even when the server answers sooner, then the form clears.
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
  useFocusFirstError(form.id, actionData?.result);

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
        <TextField field={fields.name} label="Name" required autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" required autoComplete="email" />
      </div>
      <TextField field={fields.subject} label="Subject" required />
      <TextField field={fields.message} label="Message" multiline required />
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}

import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { BUDGET_RANGES, ENQUIRY_MESSAGES, enquirySchema } from "./enquiry-schema";

export type EnquiryActionData = { ok: boolean; result: SubmissionResult<string[]> } | undefined;

export function EnquiryForm({
  actionData,
  onCancel,
}: {
  actionData: EnquiryActionData;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/advertise");
  const [form, fields] = useForm({
    id: "advertising-enquiry",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  if (actionData?.ok) {
    return (
      <div className="grid place-items-center gap-3 py-6 text-center" role="status">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden />
        <p className="font-medium">{ENQUIRY_MESSAGES.success}</p>
        <Button variant="outline" onClick={onCancel}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <Form method="post" action="/advertise" {...getFormProps(form)} className="grid gap-4" preventScrollReset>
      <FieldError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
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
          label="Company or brand"
          htmlFor={fields.company.id}
          errorId={fields.company.errorId}
          errors={fields.company.errors}
          required
        >
          <Input
            {...getInputProps(fields.company, { type: "text" })}
            key={fields.company.key}
            autoComplete="organization"
          />
        </Field>
        <Field
          label="Work email"
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
        <Field
          label="Phone"
          htmlFor={fields.phone.id}
          errorId={fields.phone.errorId}
          errors={fields.phone.errors}
        >
          <Input
            {...getInputProps(fields.phone, { type: "tel" })}
            key={fields.phone.key}
            autoComplete="tel"
          />
        </Field>
      </div>
      <Field
        label="Budget"
        htmlFor={fields.budget.id}
        errorId={fields.budget.errorId}
        errors={fields.budget.errors}
      >
        <NativeSelect {...getSelectProps(fields.budget)} key={fields.budget.key}>
          <option value="">Choose a range (optional)</option>
          {BUDGET_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="About your campaign"
        htmlFor={fields.message.id}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        required
      >
        <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={4} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send Enquiry"}
        </Button>
      </div>
    </Form>
  );
}

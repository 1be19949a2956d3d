import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
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
  useFocusFirstError(form.id, actionData?.result);

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
        <TextField field={fields.name} label="Name" required autoComplete="name" />
        <TextField field={fields.company} label="Company or brand" required autoComplete="organization" />
        <TextField field={fields.email} label="Work email" type="email" required autoComplete="email" />
        <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      </div>
      <SelectField field={fields.budget} label="Budget">
        <option value="">Choose a range (optional)</option>
        {BUDGET_RANGES.map((range) => (
          <option key={range} value={range}>
            {range}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.message} label="About your campaign" multiline required />
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

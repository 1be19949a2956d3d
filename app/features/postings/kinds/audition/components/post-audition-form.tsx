import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import type { AnyField } from "~/components/ui/field-control";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import { AUDITION_EXPERIENCE_LEVELS } from "~/constants/auditions";
import type { CityOption } from "~/constants/cities";
import { PayFields } from "~/features/postings/components/pay-fields";
import { RolesEditor, readRoleDrafts } from "~/features/postings/components/roles-editor";
import {
  defaultPostAs,
  PostAsField,
  type PostableProduction,
} from "~/features/productions/components/post-as-field";
import type { DraftValues } from "~/lib/form-draft-values";
import { rowErrors } from "~/lib/row-errors";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { EXPERIENCE_LABELS } from "../audition-messages";
import { auditionSchema } from "../audition-schema";

/**
 * Post an Audition (spec part 1): the required four are checked as the person
 * types after a first submit, and again on the server. Location is asked for
 * in-person auditions, the meeting link for online ones.
 */
export function PostAuditionForm({
  lastResult,
  cities,
  today,
  productions,
  restored,
  defaultValue,
  submitLabel = "Post Audition",
  cancelTo = "/auditions",
}: {
  lastResult?: SubmissionResult<string[]>;
  /** A saved audition as the form's values, when its poster edits it (auditionFormValues). */
  defaultValue?: Record<string, string>;
  submitLabel?: string;
  cancelTo?: string;
  /** A draft kept on this device, to start from (components/ui/form-draft.tsx). */
  restored?: DraftValues | null;
  cities: CityOption[];
  /** Today in India (YYYY-MM-DD), the earliest date the picker offers. */
  today: string;
  /** The productions the member may post for. */
  productions: PostableProduction[];
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "post-audition",
    lastResult,
    defaultValue: {
      ...(defaultValue ?? {
        type: "In-person",
        experience: "any",
        postAs: defaultPostAs(productions),
      }),
      ...restored,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: auditionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, lastResult);
  const roleDrafts = readRoleDrafts(restored?.roles ?? defaultValue?.roles);
  const [roleCount, setRoleCount] = useState(roleDrafts.length);
  const online = fields.type.value === "Online";

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <FieldError id={form.errorId} errors={form.errors} />
      <PostAsField field={fields.postAs} productions={productions} />
      <TextField field={fields.title} label="Audition title" required placeholder="Lead Actor Audition" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.project} label="Project" required placeholder="Film, series, play or ad" />
        {/* Posting for a production: its own name is the company line (set by the server). */}
        {fields.postAs.value ? null : (
          <TextField field={fields.company} label="Production company" required />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField field={fields.type} label="Type">
          <option value="In-person">In-person</option>
          <option value="Online">Online</option>
        </SelectField>
        <TextField field={fields.date} type="date" label="Date" required min={today} />
      </div>
      {online ? (
        <TextField
          field={fields.meetingUrl}
          label="Meeting link"
          type="url"
          hint="Only applicants you accept see it, with a Join Virtual Audition button."
          placeholder="https://meet.example.com/your-room"
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.location} label="Location" placeholder="Studio, area and city" />
          <SelectField field={fields.cityId} label="City">
            <option value="">Choose a city</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <TextField field={fields.description} label="Description" multiline />
      <RolesEditor
        name={fields.roles.name}
        defaultValue={roleDrafts}
        onCount={setRoleCount}
        errors={fields.roles.errors}
        rowErrors={rowErrors(fields.roles.allErrors, fields.roles.name)}
      />
      <PayFields fields={fields} byRoles={roleCount > 0} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Choice
          field={fields.experience}
          label="Experience"
          options={AUDITION_EXPERIENCE_LEVELS}
          labels={EXPERIENCE_LABELS}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? (defaultValue ? "Saving..." : "Posting...") : submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={cancelTo} data-discards-draft>
            Cancel
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function Choice<Value extends string>({
  field,
  label,
  options,
  labels,
}: {
  field: AnyField;
  label: string;
  options: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <SelectField field={field} label={label}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </SelectField>
  );
}

import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import type { CityOption } from "~/constants/cities";
import { JOB_CATEGORIES, JOB_TYPES } from "~/constants/jobs";
import { PayFields } from "~/features/postings/components/pay-fields";
import {
  defaultPostAs,
  PostAsField,
  type PostableProduction,
} from "~/features/productions/components/post-as-field";
import type { DraftValues } from "~/lib/form-draft-values";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { jobSchema } from "../job-schema";

/** A saved job as the form's text values (app/features/postings/kinds/job/post-job.server.ts, jobFormValues). */
export type JobFormValues = Partial<Record<keyof z.output<typeof jobSchema>, string>>;

/**
 * Post a Job, and edit one: pay up front (as on every posting), the last day
 * to apply, and what the job asks for. Checked as the person types after a
 * first submit, and again on the server; a failed submit keeps every field.
 */
export function JobForm({
  lastResult,
  cities,
  today,
  productions,
  defaultValue,
  restored,
  submitLabel = "Post Job",
  cancelTo = "/jobs",
}: {
  /** A draft kept on this device, to start from (components/ui/form-draft.tsx). */
  restored?: DraftValues | null;
  lastResult?: SubmissionResult<string[]>;
  cities: CityOption[];
  /** Today in India (YYYY-MM-DD), the earliest deadline the picker offers. */
  today: string;
  /** The productions the member may post for. */
  productions: PostableProduction[];
  defaultValue?: JobFormValues;
  submitLabel?: string;
  cancelTo?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "job-form",
    lastResult,
    defaultValue: {
      ...(defaultValue ?? { type: "Full-time", category: "Acting", postAs: defaultPostAs(productions) }),
      ...restored,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, lastResult);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <FieldError id={form.errorId} errors={form.errors} />
      <PostAsField field={fields.postAs} productions={productions} />
      <TextField field={fields.title} label="Job title" required placeholder="Assistant Director" />
      {/* Posting for a production: its own name is the company line (set by the server). */}
      {fields.postAs.value ? null : (
        <TextField field={fields.company} label="Company or production" required />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField field={fields.type} label="Type" required>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.category} label="Category" required>
          {JOB_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <PayFields fields={fields} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.location} label="Location" required placeholder="Studio, area and city" />
        <SelectField field={fields.cityId} label="City">
          <option value="">Choose a city</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm" htmlFor={fields.isRemote.id}>
        <input
          {...getInputProps(fields.isRemote, { type: "checkbox", value: "on" })}
          key={fields.isRemote.key}
          className="size-4 accent-primary"
        />
        The work can be done remotely
      </label>
      <TextField field={fields.deadline} type="date" label="Last day to apply" required min={today} />
      <TextField field={fields.description} label="Description" required multiline />
      <TextField
        field={fields.requirements}
        label="Requirements"
        multiline
        hint="One per line. Name the level (Entry-level, Mid-level, Senior or Executive) so the experience filter finds it."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
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

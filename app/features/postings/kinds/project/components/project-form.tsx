import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import type { CityOption } from "~/constants/cities";
import { PROJECT_CATEGORIES } from "~/constants/collaboration";
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
import { projectSchema } from "../project-schema";

/**
 * Create a Project (spec part 1): title, description and category required,
 * the roles needed optional (each a record, as an audition's are), and where
 * it happens. Checked as the person
 * types after a first submit, and again on the server; a failed submit keeps
 * every field.
 */
export function ProjectForm({
  lastResult,
  cities,
  productions,
  restored,
  defaultValue,
  submitLabel = "Create Project",
  cancelTo = "/collaboration",
}: {
  lastResult?: SubmissionResult<string[]>;
  /** A saved project as the form's values, when its creator edits it (projectFormValues). */
  defaultValue?: Record<string, string>;
  submitLabel?: string;
  cancelTo?: string;
  /** A draft kept on this device, to start from (components/ui/form-draft.tsx). */
  restored?: DraftValues | null;
  cities: CityOption[];
  /** The productions the member may post for. */
  productions: PostableProduction[];
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "project-form",
    lastResult,
    defaultValue: { ...(defaultValue ?? { category: "", postAs: defaultPostAs(productions) }), ...restored },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, lastResult);
  const roleDrafts = readRoleDrafts(restored?.roles ?? defaultValue?.roles);
  const [roleCount, setRoleCount] = useState(roleDrafts.length);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <FieldError id={form.errorId} errors={form.errors} />
      <PostAsField field={fields.postAs} productions={productions} />
      <TextField field={fields.title} label="Project title" required placeholder="Monsoon: a short film" />
      <TextField
        field={fields.description}
        label="Description"
        required
        multiline
        placeholder="The story, the schedule, and what working on it is like."
      />
      <SelectField field={fields.category} label="Category" required>
        <option value="">Choose a category</option>
        {PROJECT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <RolesEditor
        name={fields.roles.name}
        defaultValue={roleDrafts}
        onCount={setRoleCount}
        errors={fields.roles.errors}
        rowErrors={rowErrors(fields.roles.allErrors, fields.roles.name)}
        hint="The people you are looking for, each role on its own: those asking to join choose the roles they would take, you fill each one from the requests page, and the role filter finds your project by them."
      />
      <PayFields fields={fields} byRoles={roleCount > 0} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.location} label="Location" placeholder="Bandra, Mumbai, or Remote" />
        <SelectField
          field={fields.cityId}
          label="City"
          hint="Lists the project on that city's opportunities page."
        >
          <option value="">No particular city</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? (defaultValue ? "Saving..." : "Creating...") : submitLabel}
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

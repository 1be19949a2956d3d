import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import type { CityOption } from "~/constants/cities";
import { PRODUCTION_KIND_LABELS, PRODUCTION_KINDS } from "~/constants/productions";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { productionSchema } from "../production-schema";
import { LogoUpload } from "./logo-upload";

type ProductionFormValues = { [Field in keyof z.input<typeof productionSchema>]?: string };

/** Create or edit a production: name, kind, city, website, about and logo. */
export function ProductionForm({
  lastResult,
  cities,
  defaultValue,
  logo = { id: null, url: null },
  submitLabel = "Create production",
  cancelTo = "/productions",
  intent,
}: {
  lastResult?: SubmissionResult<string[]>;
  cities: CityOption[];
  defaultValue?: ProductionFormValues;
  logo?: { id: string | null; url: string | null };
  submitLabel?: string;
  cancelTo?: string;
  /** Sent as `intent`, when the page's action serves several forms. */
  intent?: string;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === (intent ?? null);
  const [form, fields] = useForm({
    id: "production-form",
    lastResult,
    defaultValue: defaultValue ?? ({ kind: "production-house" } as ProductionFormValues),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FieldError id={form.errorId} errors={form.errors} />
      <LogoUpload name={fields.logoImageId.name} current={logo} errors={fields.logoImageId.errors} />
      <TextField field={fields.name} label="Name" required placeholder="Monsoon Pictures" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField field={fields.kind} label="Kind" required>
          {PRODUCTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCTION_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.cityId} label="City">
          <option value="">Choose a city</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        field={fields.website}
        label="Website"
        type="url"
        required
        placeholder="https://www.monsoonpictures.in"
        hint="Its own domain: a code sent to an address there verifies the production."
      />
      <TextField field={fields.about} label="About" multiline />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

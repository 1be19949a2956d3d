import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/toast";
import { type CategoryDefinition, REGISTRATION_SUBMIT_MS } from "~/constants/categories";
import { TIMING } from "~/constants/site";
import { EXPERIENCE_LEVELS } from "~/constants/talent";
import { LINK_HOSTS } from "~/lib/link-check";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, registrationSchema } from "../registration-schema";

export type RegistrationActionData = { ok: boolean; result: SubmissionResult<string[]> } | undefined;

/**
 * "Join as {singular}" (spec part 2): posts to the category's own address,
 * /category/{slug}?tab=join, from whichever path shows the page. The server
 * checks everything again; a refused form keeps what was typed. Like the
 * spec's, it reads "Submitting..." for at least 1.5 s, then clears and says
 * it is done.
 */
export function RegistrationForm({
  category,
  action,
  actionData,
}: {
  category: CategoryDefinition;
  action: string;
  actionData: RegistrationActionData;
}) {
  // A fetcher: the page stays where it is (/acting?tab=join) while the form posts to /category/acting.
  // Without scripts the browser posts there itself, and that page draws the result (`actionData`).
  const fetcher = useFetcher<NonNullable<RegistrationActionData>>();
  const reply = fetcher.data ?? actionData;
  const submitting = fetcher.state !== "idle";
  const [holding, setHolding] = useState(false);
  const [sent, setSent] = useState(false);
  const submittedAt = useRef(0);
  const handled = useRef<unknown>(null);

  const [form, fields] = useForm({
    id: "category-registration",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, reply?.result);

  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (!reply.ok) {
      setHolding(false);
      return;
    }
    const wait = Math.max(0, REGISTRATION_SUBMIT_MS - (Date.now() - submittedAt.current));
    const timer = window.setTimeout(() => {
      setHolding(false);
      setSent(true);
      toast.success(REGISTRATION_MESSAGES.success, { duration: TIMING.pageToastMs });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [reply]);

  const busy = submitting || holding;
  // Without scripts the page is drawn afresh with the result: no wait to show.
  const done = (sent || (reply?.ok === true && submittedAt.current === 0)) && !busy;

  return (
    <section aria-labelledby="join-heading" className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-2">
        <h2 id="join-heading" className="text-2xl font-semibold">
          Join as {category.singularName}
        </h2>
        <p className="text-muted-foreground">
          Tell us about your work in {category.name.toLowerCase()}. Our team reviews every application; you
          don't need an account to apply.
        </p>
      </div>
      <fetcher.Form
        method="post"
        action={action}
        preventScrollReset
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) {
            submittedAt.current = Date.now();
            setHolding(true);
            setSent(false);
          }
        }}
        className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      >
        {done ? (
          <p
            className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200"
            role="status"
          >
            <Icon name="circle-check" className="size-4 shrink-0" /> {REGISTRATION_MESSAGES.success}
          </p>
        ) : null}
        <FieldError id={form.errorId} errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            field={fields.fullName}
            label="Full name"
            required
            autoComplete="name"
            className="content-start"
          />
          <TextField
            field={fields.email}
            label="Email"
            type="email"
            required
            autoComplete="email"
            className="content-start"
          />
          <TextField
            field={fields.phone}
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            className="content-start"
            placeholder="+91 98765 43210"
          />
          <TextField
            field={fields.location}
            label="Location"
            required
            autoComplete="address-level2"
            className="content-start"
            placeholder="City, State"
          />
        </div>
        <SelectField field={fields.experience} label="Experience level" required>
          <option value="">Select your experience level</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </SelectField>
        <TextField
          field={fields.bio}
          label="Bio"
          multiline
          required
          hint={`${REGISTRATION_LIMITS.bio.min} to ${REGISTRATION_LIMITS.bio.max} characters: your work so far and what you are looking for.`}
        />
        <TextField
          field={fields.portfolio}
          label="Portfolio link"
          type="url"
          placeholder="https://www.behance.net/your-name"
          hint={`Optional. An https link on ${LINK_HOSTS.portfolio.join(", ")}.`}
        />
        <div className="grid gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              {...getInputProps(fields.agreeToTerms, { type: "checkbox", value: "on" })}
              key={fields.agreeToTerms.key}
              className="mt-0.5 size-4 accent-[var(--primary)]"
            />
            <span>
              I agree to the{" "}
              <Link to="/legal/terms" className="font-medium text-primary hover:underline">
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link to="/legal/privacy" className="font-medium text-primary hover:underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          <FieldError id={fields.agreeToTerms.errorId} errors={fields.agreeToTerms.errors} />
        </div>
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Submitting..." : "Submit Application"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

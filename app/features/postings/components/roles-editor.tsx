import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, invalidProps } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { JsonListInput } from "~/components/ui/json-list-input";
import { AUDITION_GENDERS, GENDER_LABELS } from "~/constants/auditions";
import { MAX_ROLES, ROLE_LIMITS } from "../role-limits";
import { EMPTY_ROLE, type RoleDraft } from "../role-schema";
import { RolePayFields } from "./role-pay-fields";

type Row = RoleDraft & { key: string };

/** The roles a saved form or a draft holds (JSON), or none when it cannot be read. */
export function readRoleDrafts(value: string | string[] | undefined): RoleDraft[] {
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed)
      ? parsed.map((role) => ({ ...EMPTY_ROLE, ...(role as Partial<RoleDraft>) }))
      : [];
  } catch {
    return [];
  }
}

/**
 * The roles a casting call or a project is for, each a small form of its own (name,
 * playing age, gender, languages, its pay, how many are needed, a description),
 * added and removed in place and sent as one JSON list in a hidden input.
 * A role already saved keeps its id, so applications for it stay with it.
 */
export function RolesEditor({
  name,
  defaultValue,
  errors,
  rowErrors,
  onCount,
  hint = "Each role on its own: applicants choose the roles they apply for, and you fill each one from the applicants page.",
}: {
  name: string;
  /** What the roles are for, under the legend. */
  hint?: string;
  defaultValue: RoleDraft[];
  errors?: string[];
  /** Each role's errors by its place in the list and its field (row-errors.ts). */
  rowErrors?: Map<number, Record<string, string[]>>;
  /** Told how many roles there are as they change (the form asks the posting's own pay only without roles). */
  onCount?: (count: number) => void;
}) {
  // React's keys for the rows, counted per editor (they never reach the page, so server and browser need not agree).
  const nextKey = useRef(0);
  const withKey = (role: RoleDraft): Row => ({ ...role, key: `r${nextKey.current++}` });
  const [rows, setRows] = useState<Row[]>(() => defaultValue.map(withKey));
  const addButton = useRef<HTMLButtonElement>(null);
  const added = useRef<string | null>(null);
  const update = (key: string, patch: Partial<RoleDraft>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const serialised = JSON.stringify(rows.map(({ key: _key, applied: _applied, ...role }) => role));
  useEffect(() => onCount?.(rows.length), [onCount, rows.length]);
  // A role just added takes the focus at its name, where typing starts.
  useEffect(() => {
    if (!added.current) return;
    document.querySelector<HTMLInputElement>(`[data-role-name="${added.current}"]`)?.focus();
    added.current = null;
  });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Roles</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <JsonListInput name={name} value={serialised} />
      {rows.length > 0 ? (
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li key={row.key} className="min-w-0 rounded-lg border p-4">
              <RoleFields
                row={row}
                index={index}
                errors={rowErrors?.get(index) ?? {}}
                onChange={update}
                onRemove={(key) => {
                  setRows(rows.filter((other) => other.key !== key));
                  // The removed row took the focus with it: the keyboard carries on from Add a role.
                  addButton.current?.focus();
                }}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {rows.length < MAX_ROLES ? (
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            const row = withKey(EMPTY_ROLE);
            added.current = row.key;
            setRows([...rows, row]);
          }}
        >
          <Icon name="plus" className="size-4" /> Add a role
        </Button>
      ) : null}
      <FieldError errors={errors} />
    </fieldset>
  );
}

function RoleFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  errors: Record<string, string[]>;
  onChange: (key: string, patch: Partial<RoleDraft>) => void;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  const field = (key: Exclude<keyof RoleDraft, "applied">) => ({
    id: `${id}-${key}`,
    value: String(row[key] ?? ""),
    ...invalidProps(errors[key], `${id}-${key}-error`),
    onChange: (event: { target: { value: string } }) => onChange(row.key, { [key]: event.target.value }),
  });
  const message = (key: keyof RoleDraft) => <FieldError id={`${id}-${key}-error`} errors={errors[key]} />;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="sr-only">Role {index + 1}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" aria-hidden>
          Role {index + 1}
        </p>
        {row.applied ? (
          // Its applicants' answer depends on it: it is filled from the applicants page, not removed.
          <p className="text-xs text-muted-foreground">Applied for: fill it from the applicants page</p>
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onRemove(row.key)}
            aria-label={`Remove role ${index + 1}${row.name ? ` (${row.name})` : ""}`}
          >
            <Icon name="trash" className="size-4" /> Remove
          </Button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-name`}>Role name</Label>
          <Input
            {...field("name")}
            data-role-name={row.key}
            maxLength={ROLE_LIMITS.name}
            placeholder="Meera, the lead"
            required
          />
          {message("name")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-gender`}>Gender</Label>
          <NativeSelect {...field("gender")}>
            {AUDITION_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid min-w-0 content-start gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Playing age</legend>
          <div className="flex items-center gap-2">
            <Input
              {...field("ageMin")}
              inputMode="numeric"
              aria-label="Playing age from"
              placeholder="From"
              maxLength={3}
            />
            <span aria-hidden>–</span>
            <Input
              {...field("ageMax")}
              inputMode="numeric"
              aria-label="Playing age to"
              placeholder="To"
              maxLength={3}
            />
          </div>
          {message("ageMin")}
          {message("ageMax")}
        </fieldset>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-needed`}>How many needed</Label>
          <Input {...field("needed")} inputMode="numeric" maxLength={3} />
          {message("needed")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-languages`}>Languages</Label>
          <Input {...field("languages")} placeholder="Hindi, Marathi" maxLength={500} />
          {message("languages")}
        </div>
        <RolePayFields row={row} id={id} field={field} message={message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>About the role</Label>
        <Textarea {...field("description")} rows={2} maxLength={ROLE_LIMITS.description} />
        {message("description")}
      </div>
      <FieldError errors={errors[""]} />
    </fieldset>
  );
}

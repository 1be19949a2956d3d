import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, invalidProps } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { JsonListInput } from "~/components/ui/json-list-input";
import { CREDIT_TYPE_LABELS, type CreditType } from "~/constants/credit-types";
import type { ProfileExperienceEntry } from "~/db/schema/talent";

type MediaOption = { id: string; title: string; type: string; year: number | null };
type Draft = ProfileExperienceEntry & { key: string };

let nextKey = 0;
const withKey = (entry: ProfileExperienceEntry): Draft => ({ ...entry, key: `e${nextKey++}` });

/**
 * Professional experience: free-text lines ("Ten years of Marathi theatre")
 * or structured credits (role, production, year, details, type) that can link
 * to a title in the media library. Sent as one JSON list.
 */
export function ExperienceEditor({
  name,
  defaultValue,
  mediaTitles,
  errors,
  entryErrors,
}: {
  name: string;
  defaultValue: ProfileExperienceEntry[];
  mediaTitles: MediaOption[];
  errors?: string[];
  /** Each entry's errors by its place in the list and its field (see row-errors.ts). */
  entryErrors?: Map<number, Record<string, string[]>>;
}) {
  const [entries, setEntries] = useState<Draft[]>(() => defaultValue.map(withKey));
  const update = (key: string, patch: Partial<ProfileExperienceEntry>) =>
    setEntries(entries.map((entry) => (entry.key === key ? ({ ...entry, ...patch } as Draft) : entry)));
  const remove = (key: string) => setEntries(entries.filter((entry) => entry.key !== key));
  const serialised = JSON.stringify(entries.map(({ key: _key, ...entry }) => entry));

  return (
    <div className="grid gap-4">
      <JsonListInput name={name} value={serialised} />
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No experience added yet.</p>
      ) : (
        <ol className="grid gap-4">
          {entries.map((entry, place) => {
            // Credits and notes are numbered separately: "Credit 2", "Experience note 1".
            const index = entries.filter((other) => other.kind === entry.kind).indexOf(entry);
            const errorsHere = entryErrors?.get(place) ?? {};
            return (
              <li key={entry.key} className="min-w-0 rounded-lg border p-4">
                {entry.kind === "text" ? (
                  <TextEntry
                    entry={entry}
                    index={index}
                    errors={errorsHere}
                    onChange={update}
                    onRemove={remove}
                  />
                ) : (
                  <CreditEntry
                    entry={entry}
                    index={index}
                    errors={errorsHere}
                    mediaTitles={mediaTitles}
                    onChange={update}
                    onRemove={remove}
                  />
                )}
                <FieldError errors={errorsHere[""]} />
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setEntries([
              ...entries,
              withKey({
                kind: "credit",
                role: "",
                production: "",
                year: null,
                details: "",
                mediaType: "movie",
                mediaId: null,
              }),
            ])
          }
        >
          <Icon name="plus" className="size-4" /> Add credit
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => setEntries([...entries, withKey({ kind: "text", text: "" })])}
        >
          <Icon name="plus" className="size-4" /> Add experience note
        </Button>
      </div>
      <FieldError errors={errors} />
    </div>
  );
}

type EntryProps<T> = {
  entry: T & { key: string };
  index: number;
  /** This entry's errors by field name. */
  errors: Record<string, string[]>;
  onChange: (key: string, patch: Partial<ProfileExperienceEntry>) => void;
  onRemove: (key: string) => void;
};

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick} aria-label={label}>
      <Icon name="trash" className="size-4" /> Remove
    </Button>
  );
}

function TextEntry({
  entry,
  index,
  errors,
  onChange,
  onRemove,
}: EntryProps<Extract<ProfileExperienceEntry, { kind: "text" }>>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>Experience note {index + 1}</Label>
        <RemoveButton label={`Remove experience note ${index + 1}`} onClick={() => onRemove(entry.key)} />
      </div>
      <Input
        id={id}
        value={entry.text}
        maxLength={200}
        {...invalidProps(errors.text, `${id}-error`)}
        onChange={(e) => onChange(entry.key, { text: e.target.value })}
      />
      <FieldError id={`${id}-error`} errors={errors.text} />
    </div>
  );
}

function CreditEntry({
  entry,
  index,
  errors,
  mediaTitles,
  onChange,
  onRemove,
}: EntryProps<Extract<ProfileExperienceEntry, { kind: "credit" }>> & { mediaTitles: MediaOption[] }) {
  const id = useId();
  const label = `credit ${index + 1}`;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="sr-only">Credit {index + 1}</legend>
      <div className="flex items-center justify-between">
        <p className="font-medium" aria-hidden>
          Credit {index + 1}
        </p>
        <RemoveButton label={`Remove ${label}`} onClick={() => onRemove(entry.key)} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Input
            id={`${id}-role`}
            value={entry.role}
            maxLength={100}
            placeholder="Lead actor"
            {...invalidProps(errors.role, `${id}-role-error`)}
            onChange={(e) => onChange(entry.key, { role: e.target.value })}
          />
          <FieldError id={`${id}-role-error`} errors={errors.role} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-production`}>Production</Label>
          <Input
            id={`${id}-production`}
            value={entry.production}
            maxLength={150}
            {...invalidProps(errors.production, `${id}-production-error`)}
            onChange={(e) => onChange(entry.key, { production: e.target.value })}
          />
          <FieldError id={`${id}-production-error`} errors={errors.production} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-year`}>Year</Label>
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            value={entry.year ?? ""}
            maxLength={4}
            {...invalidProps(errors.year, `${id}-year-error`)}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, "");
              onChange(entry.key, { year: digits ? Number(digits) : null });
            }}
          />
          <FieldError id={`${id}-year-error`} errors={errors.year} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={entry.mediaType}
            onChange={(e) => onChange(entry.key, { mediaType: e.target.value as CreditType })}
          >
            {Object.entries(CREDIT_TYPE_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-media`}>Media library title (optional)</Label>
          <NativeSelect
            id={`${id}-media`}
            value={entry.mediaId ?? ""}
            {...invalidProps(errors.mediaId, `${id}-media-error`)}
            onChange={(e) => onChange(entry.key, { mediaId: e.target.value || null })}
          >
            <option value="">Not linked</option>
            {mediaTitles.map((title) => (
              <option key={title.id} value={title.id}>
                {title.title}
                {title.year ? ` (${title.year})` : ""}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-media-error`} errors={errors.mediaId} />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-details`}>Details</Label>
          <Textarea
            id={`${id}-details`}
            rows={2}
            value={entry.details}
            maxLength={300}
            {...invalidProps(errors.details, `${id}-details-error`)}
            onChange={(e) => onChange(entry.key, { details: e.target.value })}
          />
          <FieldError id={`${id}-details-error`} errors={errors.details} />
        </div>
      </div>
    </fieldset>
  );
}

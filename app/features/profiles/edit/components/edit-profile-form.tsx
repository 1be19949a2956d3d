import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import { CATEGORIES } from "~/constants/categories";
import { INDIAN_CITIES } from "~/constants/cities";
import { AVAILABILITY_OPTIONS, WORK_SCHEDULES } from "~/constants/talent";
import { type DraftValues, draftList } from "~/lib/form-draft-values";
import { rowErrors } from "~/lib/row-errors";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import type { EditableProfile } from "../editable-profile";
import { CONTACT_VISIBILITY_LABELS, PROFILE_LIMITS, profileEditSchema } from "../profile-edit-schema";
import { CategoryPicker } from "./category-picker";
import { EditSection } from "./edit-section";
import { ExperienceEditor } from "./experience-editor";
import { LocationCombobox } from "./location-combobox";
import { PhotoUpload } from "./photo-upload";
import { PortfolioEditor } from "./portfolio-editor";
import { TagInput } from "./tag-input";

const SOCIAL_FIELDS = [
  { name: "instagram", label: "Instagram", host: "instagram.com" },
  { name: "twitter", label: "Twitter / X", host: "x.com" },
  { name: "linkedin", label: "LinkedIn", host: "linkedin.com" },
  { name: "imdb", label: "IMDb", host: "imdb.com" },
  { name: "facebook", label: "Facebook", host: "facebook.com" },
  { name: "youtube", label: "YouTube", host: "youtube.com" },
] as const;

// The pickers' choices are the site's own constants, already in the browser's shared code: the page does
// not send them again with every editor's data.
const CITY_NAMES = INDIAN_CITIES.map((city) => `${city.name}, ${city.state}`);
const CATEGORY_OPTIONS = CATEGORIES.map(({ slug, name }) => ({ slug, name }));

/** The whole profile editor: every section the spec lists (spec part 2, section 2), one form, one Save. */
export function EditProfileForm({
  profile,
  availableFromMax,
  mediaTitles,
  lastResult,
  restored,
}: {
  /** A draft kept on this device, to start from (components/ui/form-draft.tsx). */
  restored?: DraftValues | null;
  profile: EditableProfile;
  /** The last day "Free from" may be ("YYYY-MM-DD"), for the date picker. */
  availableFromMax: string;
  mediaTitles: { id: string; title: string; type: string; year: number | null }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "edit-profile",
    lastResult,
    defaultValue: {
      name: profile.name,
      role: profile.role,
      bio: profile.bio,
      username: profile.username,
      email: profile.email ?? "",
      website: profile.website ?? "",
      videoPitchUrl: profile.videoPitchUrl ?? "",
      representation: profile.representation,
      availability: profile.availability,
      availableFrom: profile.availableFrom ?? "",
      workSchedule: profile.workSchedule ?? "",
      contactVisibility: profile.contactVisibility,
      ...profile.socialLinks,
      ...restored,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileEditSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, lastResult);
  const backTo = `/u/${profile.username}`;
  // A list travels as one JSON field; its entries' own errors (a tag too long) are shown with the list.
  const listErrors = (field: { allErrors: Record<string, string[]> }) => {
    const messages = [...new Set(Object.values(field.allErrors).flat())];
    return messages.length ? messages : undefined;
  };

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      // The sticky Save bar's height and gap: an error scrolled to stays above it (app.css).
      className="grid gap-6 [--form-sticky-bottom:7rem]"
    >
      {form.errors?.length ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {form.errors[0]}
        </p>
      ) : null}

      <EditSection title="Profile Image">
        <PhotoUpload
          name="photo"
          currentUrl={profile.imageUrl}
          personName={profile.name}
          errors={fields.photo.errors}
        />
      </EditSection>

      <EditSection title="Basic Information" description="Fields marked * are required.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField field={fields.name} label="Full name" required autoComplete="name" />
          <TextField
            field={fields.role}
            label="Role"
            required
            placeholder="Actor, Director, Sound Engineer..."
          />
          <LocationCombobox
            name={fields.location.name}
            inputId={fields.location.id}
            errorId={fields.location.errorId}
            defaultValue={typeof restored?.location === "string" ? restored.location : profile.location}
            options={CITY_NAMES}
            errors={fields.location.errors}
          />
          <TextField
            field={fields.username}
            label="Username"
            required
            autoComplete="off"
            hint="Your profile lives at /u/your-username. Your old link will keep working."
          />
          <SelectField field={fields.availability} label="Availability">
            {AVAILABILITY_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </SelectField>
          <TextField
            field={fields.availableFrom}
            type="date"
            label="Free from"
            hint="The first day you can start new work. Leave it empty if you are free now."
            max={availableFromMax}
          />
          <SelectField field={fields.workSchedule} label="Work schedule">
            <option value="">Not specified</option>
            {WORK_SCHEDULES.map((schedule) => (
              <option key={schedule.value} value={schedule.value}>
                {schedule.label}
              </option>
            ))}
          </SelectField>
          <TextField field={fields.representation} label="Representation" placeholder="Agency or manager" />
        </div>
        <TextField field={fields.bio} label="Bio" multiline hint="Up to 500 characters." />
      </EditSection>

      <EditSection title="Categories" description={`Choose up to ${PROFILE_LIMITS.categories}.`}>
        <CategoryPicker
          name="categories"
          options={CATEGORY_OPTIONS}
          defaultValue={draftList(restored, "categories", profile.categories)}
          errors={listErrors(fields.categories)}
        />
      </EditSection>

      <EditSection title="Skills">
        <TagInput
          name="skills"
          label="Add a skill"
          defaultValue={draftList(restored, "skills", profile.skills)}
          placeholder="e.g. Kathak"
          errors={listErrors(fields.skills)}
        />
      </EditSection>

      <EditSection
        title="Professional Experience"
        description="Add credits (they can link to a title in the media library) or short notes."
      >
        <ExperienceEditor
          name="experience"
          defaultValue={draftList(restored, "experience", profile.experience)}
          mediaTitles={mediaTitles}
          errors={fields.experience.errors}
          entryErrors={rowErrors(fields.experience.allErrors, fields.experience.name)}
        />
      </EditSection>

      <EditSection title="Education">
        <TagInput
          name="education"
          label="Add education"
          variant="list"
          maxLength={200}
          defaultValue={draftList(restored, "education", profile.education)}
          placeholder="e.g. Diploma in Acting, FTII Pune (2016)"
          errors={listErrors(fields.education)}
        />
      </EditSection>

      <EditSection title="Languages">
        <TagInput
          name="languages"
          label="Add a language"
          defaultValue={draftList(restored, "languages", profile.languages)}
          placeholder="e.g. Marathi"
          errors={listErrors(fields.languages)}
        />
      </EditSection>

      <EditSection title="Awards & Recognition">
        <TagInput
          name="awards"
          label="Add an award"
          variant="list"
          maxLength={200}
          defaultValue={draftList(restored, "awards", profile.awards)}
          errors={listErrors(fields.awards)}
        />
      </EditSection>

      <EditSection title="Social Media & Links">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField field={fields.email} label="Contact email" type="email" autoComplete="email" />
          <TextField
            field={fields.website}
            label="Portfolio website"
            type="url"
            hint="GitHub, Behance, Dribbble, ArtStation or DeviantArt, or the website of a verified production you belong to, starting with https://"
          />
          {SOCIAL_FIELDS.map((social) => (
            <TextField
              key={social.name}
              field={fields[social.name]}
              label={social.label}
              type="url"
              hint={`Full URL including ${social.host}`}
            />
          ))}
          <SelectField field={fields.contactVisibility} label="Who can see your contact details">
            {Object.entries(CONTACT_VISIBILITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <TagInput
          name="instagramPosts"
          label={`Instagram posts (up to ${PROFILE_LIMITS.instagramPosts} links)`}
          variant="list"
          maxLength={300}
          defaultValue={draftList(restored, "instagramPosts", profile.instagramPosts)}
          placeholder="https://www.instagram.com/p/..."
          errors={listErrors(fields.instagramPosts)}
        />
      </EditSection>

      <EditSection
        title="Video Pitch"
        description="A short introduction visitors can watch from your profile."
      >
        <TextField
          field={fields.videoPitchUrl}
          label="Video URL"
          type="url"
          hint="A YouTube or Vimeo link; use the embed URL format if you can (we convert watch links for you)."
        />
      </EditSection>

      <EditSection title="Portfolio">
        <PortfolioEditor
          name="portfolio"
          // A drafted item has no thumbnail address; the editor shows its image instead.
          defaultValue={draftList(restored, "portfolio", profile.portfolio)}
          errors={fields.portfolio.errors}
          itemErrors={rowErrors(fields.portfolio.allErrors, fields.portfolio.name)}
        />
      </EditSection>

      <div className="sticky bottom-2 z-10 flex justify-end gap-3 rounded-xl border bg-background/95 p-4 shadow-sm backdrop-blur">
        <Button variant="outline" asChild>
          <Link to={backTo} data-discards-draft>
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}

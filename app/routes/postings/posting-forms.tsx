import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { CityOption } from "~/constants/cities";
import { PostAuditionForm } from "~/features/postings/kinds/audition/components/post-audition-form";
import { JobForm } from "~/features/postings/kinds/job/components/job-form";
import { ProjectForm } from "~/features/postings/kinds/project/components/project-form";
import type { PostingKind } from "~/features/postings/posting-kinds";
import type { PostableProduction } from "~/features/productions/components/post-as-field";
import type { DraftValues } from "~/lib/form-draft-values";

/** What the create and edit pages hand every kind's form. */
export type PostingFormProps = {
  lastResult?: SubmissionResult<string[]>;
  cities: CityOption[];
  /** Today in India (YYYY-MM-DD), the earliest day a dated kind's picker offers. */
  today: string;
  /** The productions the member may post for ("Post as"). */
  productions: PostableProduction[];
  /** A saved posting as the form's values, when its poster edits it. */
  defaultValue?: Record<string, string>;
  /** A draft kept on this device, to start from (components/ui/form-draft.tsx). */
  restored?: DraftValues | null;
  submitLabel?: string;
  cancelTo?: string;
};

type Words = { title: string; description: string };

/** Each kind's form in the browser, the id its draft is kept under, and its pages' words. */
export const POSTING_FORM_PAGES: Record<
  PostingKind,
  {
    Form: (props: PostingFormProps) => ReactNode;
    /** The form's own id: its draft on this device is kept under it. */
    formId: string;
    create: Words & { heading: string; intro: string };
    edit: Words & { heading: string };
  }
> = {
  audition: {
    Form: PostAuditionForm,
    formId: "post-audition",
    create: {
      heading: "Post an Audition",
      intro:
        "Performers apply with their Rangmanch profile and a note; the date sets when it is listed as upcoming.",
      title: "Post an Audition | Rangmanch",
      description: "Publish a casting call to actors, dancers, singers and voice artists across India.",
    },
    edit: {
      heading: "Edit Audition",
      title: "Edit Audition | Rangmanch",
      description: "Edit your casting call.",
    },
  },
  job: {
    Form: JobForm,
    formId: "job-form",
    create: {
      heading: "Post a Job",
      intro:
        "Members apply with their Rangmanch profile and a note; you answer each on the job's applicants page.",
      title: "Post a Job | Rangmanch",
      description: "Hire actors, crew and creative professionals across India, with the pay shown up front.",
    },
    edit: { heading: "Edit Job", title: "Edit Job | Rangmanch", description: "Edit your job posting." },
  },
  project: {
    Form: ProjectForm,
    formId: "project-form",
    create: {
      heading: "Create a Project",
      intro:
        "Members ask to join with their Rangmanch profile and a note; you accept or decline each, and everyone you accept is listed on the project as a collaborator.",
      title: "Create a Project | Collaboration Hub | Rangmanch",
      description:
        "Start a film, music video, web series or theatre project and find the people to make it with.",
    },
    edit: {
      heading: "Edit Project",
      title: "Edit Project | Rangmanch",
      description: "Edit your collaboration project.",
    },
  },
};

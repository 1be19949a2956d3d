import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ProfileChecklist, ProfileGap } from "~/features/profiles/profile-checklist.server";

export type Welcome = { firstName: string; emailVerified: boolean; checklist: ProfileChecklist | null };

const GAP_WORDS: Record<ProfileGap, string> = {
  photo: "a photo",
  bio: "a short bio",
  skills: "your skills",
  experience: "your credits",
};

/** Joins ["a", "b", "c"] as "a, b and c". */
const listInWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The signed-in member's landing: a greeting and the one next step that
 * matters most (verify the email, then finish the profile).
 */
export function MemberWelcome({ welcome }: { welcome: Welcome }) {
  const { firstName, emailVerified, checklist } = welcome;
  let step: { text: string; action: string; to: string };
  if (!emailVerified) {
    step = {
      text: "Verify your email to apply, message people and write reviews. The link is in your inbox.",
      action: "Resend the link",
      to: "/account",
    };
  } else if (!checklist) {
    step = {
      text: "Create your profile so casting teams can find you.",
      action: "Create profile",
      // The editor makes the missing profile, then opens it.
      to: "/edit-profile",
    };
  } else if (checklist.gaps.length > 0) {
    step = {
      text: `Finish your profile: add ${listInWords(checklist.gaps.map((gap) => GAP_WORDS[gap]))}. Complete profiles are found first by people who search.`,
      action: "Finish your profile",
      to: `/edit-profile/${checklist.profileId}`,
    };
  } else {
    step = {
      text: "Your profile is complete. Search for collaborators below, or see how others see you.",
      action: "View your profile",
      to: `/u/${checklist.username}`,
    };
  }
  return (
    <section
      aria-labelledby="welcome-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Icon name="sparkles" className="mt-1 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="welcome-title" className="text-lg font-semibold">
            Welcome, {firstName}!
          </h2>
          <p className="text-sm text-muted-foreground">{step.text}</p>
        </div>
      </div>
      <Button asChild>
        <Link to={step.to}>{step.action}</Link>
      </Button>
    </section>
  );
}

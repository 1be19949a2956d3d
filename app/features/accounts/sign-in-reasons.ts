import { OWN_PROFILE_PATH } from "~/constants/navigation";

/**
 * Why someone was sent to sign in, in their words, shown on the sign-in page
 * (the header's Messages once dropped a visitor on a bare sign-in form).
 * Every reason lives here: a page that sends people to sign in either lets
 * the redirectTo path speak for it, or names a reason with ?reason=.
 */
export const SIGN_IN_REASONS = {
  profile: "Sign in to see your profile",
  editProfile: "Sign in to edit your profile",
  messages: "Sign in to see your messages",
  newMessage: "Sign in to write a message",
  notifications: "Sign in to see your notifications",
  applications: "Sign in to see your applications",
  account: "Sign in to manage your account",
  postAudition: "Sign in to post an audition",
  postJob: "Sign in to post a job",
  createProject: "Sign in to create a project",
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** Paths and the reason each gives; the first whose path is the page or a parent of it wins, so sub-pages come first. */
const REASON_BY_PATH: ReadonlyArray<readonly [string, SignInReason]> = [
  [OWN_PROFILE_PATH, "profile"],
  ["/edit-profile", "editProfile"],
  ["/messages/new", "newMessage"],
  ["/new-message", "newMessage"],
  ["/messages", "messages"],
  ["/notifications", "notifications"],
  ["/applications", "applications"],
  ["/account", "account"],
  ["/auditions/create", "postAudition"],
  ["/jobs/create", "postJob"],
  ["/collaboration/create", "createProject"],
];

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sentence for the sign-in page: the explicit reason if it is one we know, else the one the return path implies. */
export function signInReasonFor(params: URLSearchParams): string | null {
  const named = params.get("reason");
  if (named && Object.hasOwn(SIGN_IN_REASONS, named)) return SIGN_IN_REASONS[named as SignInReason];
  const redirectTo = params.get("redirectTo");
  if (!redirectTo?.startsWith("/")) return null;
  const pathname = redirectTo.split(/[?#]/, 1)[0]!;
  const match = REASON_BY_PATH.find(([path]) => isUnder(pathname, path));
  return match ? SIGN_IN_REASONS[match[1]] : null;
}

import { createMember, type Member, type MemberOptions } from "./members";
import { createProfile, type Profile, type ProfileOverrides } from "./profiles";
import { createSession, type TestSession } from "./sessions";

export type SignedInMember<P = Profile> = TestSession & { member: Member; profile: P };

/**
 * The usual start of a test: a verified member with a profile (as every
 * account has one), signed in. `profile: false` leaves the profile out.
 */
export async function signedInMember(
  options: MemberOptions & { profile: false },
): Promise<SignedInMember<null>>;
// Last, so that ReturnType<typeof signedInMember> is the usual shape, with a profile.
export async function signedInMember(
  options?: MemberOptions & { profile?: ProfileOverrides },
): Promise<SignedInMember<Profile>>;
export async function signedInMember({
  profile: profileOverrides = {},
  ...memberOptions
}: MemberOptions & { profile?: ProfileOverrides | false } = {}): Promise<SignedInMember<Profile | null>> {
  const member = await createMember(memberOptions);
  const profile = profileOverrides === false ? null : await createProfile(member, profileOverrides);
  return { member, profile, ...(await createSession(member)) };
}

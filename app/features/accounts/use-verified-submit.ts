import type { FormEvent } from "react";
import { useRevalidator } from "react-router";
import { announceRefusal } from "~/lib/refusals-in-place";
import { useViewer } from "./use-viewer";
import { verifyFirstMessage } from "./verify-first";

/**
 * For buttons that act toward others (follow, connect, endorse, review): an
 * unverified account is told to verify, with the refusal notice's way
 * forward, without a round trip the server would refuse anyway (the
 * verified-writes guard refuses it too, in the same words). Signed-out
 * visitors still post: the server sends them to sign in. Returns false when
 * it stopped the submission. What the page knows may be old (verified in
 * another tab since), so a stopped submission also fetches the viewer afresh
 * for the next click.
 */
export function useVerifiedSubmit() {
  const viewer = useViewer();
  const revalidator = useRevalidator();
  return (event: FormEvent) => {
    if (!viewer || viewer.emailVerified) return true;
    event.preventDefault();
    void revalidator.revalidate();
    // The words the guard would use for the profile page these buttons post from.
    announceRefusal({ reason: "unverified", message: verifyFirstMessage("u/:username") });
    return false;
  };
}

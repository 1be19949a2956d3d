import type { FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { useViewer } from "./use-viewer";
import { VERIFY_FIRST } from "./verify-first";

/**
 * For forms that act toward others (follow, connect, endorse, review): an
 * unverified account is told to verify, with a way there, instead of posting
 * a request the server will refuse (the verified-writes guard) and losing
 * the page to the error screen. Signed-out visitors still post: the server
 * sends them to sign in. Returns false when it stopped the submission.
 * What the page knows may be old (verified in another tab since), so a
 * stopped submission also fetches the viewer afresh for the next click.
 */
export function useVerifiedSubmit() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (event: FormEvent) => {
    if (!viewer || viewer.emailVerified) return true;
    event.preventDefault();
    void revalidator.revalidate();
    toast.error(VERIFY_FIRST, {
      action: { label: "Verify now", onClick: () => navigate("/account") },
    });
    return false;
  };
}

import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useViewer } from "./use-viewer";
import { VERIFY_FIRST } from "./verify-first";

/**
 * For forms that act toward others (follow, connect, endorse, review): an
 * unverified account is told to verify, with a way there, instead of posting
 * a request the server will refuse (the verified-writes guard) and losing
 * the page to the error screen. Signed-out visitors still post: the server
 * sends them to sign in. Returns false when it stopped the submission.
 */
export function useVerifiedSubmit() {
  const viewer = useViewer();
  const navigate = useNavigate();
  return (event: FormEvent) => {
    if (!viewer || viewer.emailVerified) return true;
    event.preventDefault();
    toast.error(VERIFY_FIRST, {
      action: { label: "Verify now", onClick: () => navigate("/account") },
    });
    return false;
  };
}

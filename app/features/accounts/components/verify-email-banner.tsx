import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useViewer } from "../use-viewer";

/** Reminds an unverified account that posting, applying and messaging wait for verification. */
export function VerifyEmailBanner() {
  const viewer = useViewer();
  const unverified = viewer !== null && !viewer.emailVerified;
  const revalidator = useRevalidator();
  // The link is usually opened in another tab: coming back here, ask again.
  useEffect(() => {
    if (!unverified) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [unverified, revalidator]);
  if (!unverified) return null;
  return (
    <div className="border-b bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6">
        <Icon name="mail-exclamation-point" className="size-4 shrink-0" />
        <span>
          Please verify your email to post, apply and send messages. Check your inbox, or{" "}
          <Link to="/account" className="font-semibold underline">
            send the link again
          </Link>
          .
        </span>
      </p>
    </div>
  );
}

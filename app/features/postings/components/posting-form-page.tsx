import type { ReactNode } from "react";
import { Card, CardContent } from "~/components/ui/card";
import { ResendVerificationButton } from "~/features/accounts/components/resend-verification-button";
import { VERIFY_FIRST } from "~/features/accounts/verify-first";

/**
 * The page around a form that publishes something (an audition, a job, a
 * project): its heading, what happens next, and, for an account whose email
 * is not yet verified, why submitting will be refused (the action checks too).
 */
export function PostingFormPage({
  title,
  intro,
  verified,
  children,
}: {
  title: string;
  intro?: ReactNode;
  verified: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
      </div>
      {verified ? null : (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{VERIFY_FIRST} Open the link we emailed you, or get a new one.</p>
          <ResendVerificationButton />
        </div>
      )}
      <Card>
        <CardContent className="pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}

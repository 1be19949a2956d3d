import { Clock, LifeBuoy, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SITE } from "~/constants/site";

export function ContactSupportCard({ headingId = "contact-support-title" }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <span className="grid size-12 place-items-center rounded-xl bg-accent text-accent-foreground">
        <LifeBuoy className="size-6" aria-hidden />
      </span>
      <h2 id={headingId} className="text-xl font-semibold">
        Still need help?
      </h2>
      <p className="text-sm text-muted-foreground">
        Our support team answers questions about accounts, profiles, applications and anything that looks
        wrong.
      </p>
      <p className="flex items-center gap-2 text-sm font-medium">
        <Clock className="size-4 text-primary" aria-hidden />
        Support hours: {SITE.supportHours}
      </p>
      <div>
        <Button asChild>
          <Link to="/contact">Contact Support</Link>
        </Button>
      </div>
    </section>
  );
}

export function PrivacyNote() {
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Want to know what we collect and how we protect it?{" "}
        <Link
          to="/legal/privacy"
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Read our Privacy Policy
        </Link>
        .
      </span>
    </p>
  );
}

import { CalendarDays, ChevronRight, FileText, Mail } from "lucide-react";
import { Link } from "~/components/ui/link";
import { LEGAL_PAGES } from "~/constants/navigation";
import { SITE } from "~/constants/site";
import { GRIEVANCE_OFFICER, type LegalDocument, POSTAL_ADDRESS } from "./legal-content";

const inlineLink = "font-medium text-primary underline underline-offset-4 hover:no-underline";

export function LegalDocumentView({ policy, lastUpdated }: { policy: LegalDocument; lastUpdated: string }) {
  const otherPages = LEGAL_PAGES.filter((page) => page.slug !== policy.slug);
  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6">
      <header className="grid gap-4">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1">
              <Link to="/" className="hover:text-foreground hover:underline">
                Home
              </Link>
              <ChevronRight className="size-4" aria-hidden />
            </li>
            <li>
              <span aria-current="page" className="font-medium text-foreground">
                {policy.title}
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{policy.title}</h1>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          Last updated: {lastUpdated}
        </p>
        <p className="text-lg leading-relaxed text-muted-foreground">{policy.summary}</p>
      </header>

      <nav aria-labelledby="legal-contents-title" className="rounded-xl border bg-muted/40 p-5">
        <h2 id="legal-contents-title" className="mb-3 font-semibold">
          On this page
        </h2>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm sm:columns-2 sm:gap-x-10">
          {policy.sections.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-8">
        {policy.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="grid scroll-mt-24 gap-3"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>

      <section
        aria-labelledby="legal-contact-title"
        className="grid gap-3 rounded-xl border bg-card p-6 shadow-sm"
      >
        <h2 id="legal-contact-title" className="flex items-center gap-2 text-lg font-semibold">
          <Mail className="size-5 text-primary" aria-hidden /> Get in touch
        </h2>
        <p className="text-sm text-muted-foreground">
          Questions about this policy? Use our{" "}
          <Link to="/contact" className={inlineLink}>
            contact page
          </Link>
          , email{" "}
          <a href={`mailto:${SITE.email}`} className={inlineLink}>
            {SITE.email}
          </a>{" "}
          or write to our {GRIEVANCE_OFFICER.title} at{" "}
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`} className={inlineLink}>
            {GRIEVANCE_OFFICER.email}
          </a>
          .
        </p>
        <p className="text-sm text-muted-foreground">{POSTAL_ADDRESS}</p>
      </section>

      <nav aria-labelledby="other-policies-title" className="grid gap-3">
        <h2 id="other-policies-title" className="font-semibold">
          Other policies
        </h2>
        <ul className="flex flex-wrap gap-2">
          {otherPages.map((page) => (
            <li key={page.slug}>
              <Link
                to={`/legal/${page.slug}`}
                className="inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm hover:bg-muted"
              >
                <FileText className="size-4 text-primary" aria-hidden />
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

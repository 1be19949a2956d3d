import { BrandLogo } from "~/components/ui/brand-logo";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { FOOTER_TALENT_CATEGORIES, INFO_LINKS, LEGAL_PAGES } from "~/constants/navigation";
import { SITE } from "~/constants/site";
import { FeedbackDialog } from "~/features/feedback/feedback-dialog";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { m } from "~/paraglide/messages";
import { LanguageSwitch } from "./language-switch";

const QUICK_LINKS = [
  { label: m.link_discover_talent, path: "/discover" },
  { label: m.nav_auditions, path: "/auditions" },
  { label: m.nav_jobs, path: "/jobs" },
  { label: m.nav_collaboration, path: "/collaboration" },
  { label: m.nav_city_opportunities, path: "/city-opportunities" },
  { label: m.nav_news, path: "/news" },
  { label: m.link_premium, path: "/subscription" },
];

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{children}</h2>;
}

/** The footer's site links: where the phone menu's button leads before the page's scripts have come. */
export const SITE_LINKS_ID = "site-links";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-[1400px] gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">{SITE.description}</p>
          {/* 26 links, styled once by their lists: `footer-links` in app/app.css. */}
          <ul className="footer-links flex flex-wrap gap-x-4 gap-y-2" aria-label={m.footer_social()}>
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} rel="noopener noreferrer" target="_blank">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav id={SITE_LINKS_ID} aria-label={m.footer_nav()} className="scroll-mt-20">
          <FooterHeading>{m.footer_quick_links()}</FooterHeading>
          <ul className="footer-links grid gap-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label()}</Link>
              </li>
            ))}
            {INFO_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label()}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={m.footer_talent_categories()}>
          <FooterHeading>{m.footer_talent_categories()}</FooterHeading>
          <ul className="footer-links grid gap-2">
            {FOOTER_TALENT_CATEGORIES.map((category) => (
              <li key={category.value}>
                <Link to={`/discover?category=${category.value}`}>{category.label()}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="mb-3 text-sm font-semibold tracking-wide uppercase">
              {m.footer_contact()}
            </h2>
            <address className="grid gap-2 text-sm text-muted-foreground not-italic">
              <a href={`mailto:${SITE.email}`} className="flex items-center gap-2 hover:text-foreground">
                <Icon name="mail" className="size-4" /> {SITE.email}
              </a>
              <a
                href={`tel:${SITE.phone.replace(/\s/g, "")}`}
                className="flex items-center gap-2 hover:text-foreground"
              >
                <Icon name="phone" className="size-4" /> {SITE.phone}
              </a>
              <span className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {SITE.address.line1}, {SITE.address.city}, {SITE.address.region}, {SITE.address.country}
                </span>
              </span>
            </address>
          </section>
          <section aria-labelledby="footer-newsletter" className="space-y-2">
            <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide uppercase">
              {m.footer_newsletter()}
            </h2>
            <p className="text-sm text-muted-foreground">{m.footer_newsletter_note()}</p>
            <NewsletterForm />
          </section>
        </div>
      </div>
      <div className="border-t">
        {/* Below 1600 px this row's Give Feedback is the only one (the floating button stays in the margin beside the page). */}
        <div className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 pt-6 pb-8 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{m.footer_rights({ year: new Date().getFullYear(), site: SITE.name })}</p>
          <LanguageSwitch place="footer" />
          <nav aria-label={m.footer_legal()}>
            <ul className="footer-links flex flex-wrap items-center gap-x-4 gap-y-2">
              {LEGAL_PAGES.map((page) => (
                <li key={page.slug}>
                  <Link to={`/legal/${page.slug}`}>{page.label()}</Link>
                </li>
              ))}
              <li>
                <FeedbackDialog variant="inline" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

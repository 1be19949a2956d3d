import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { SITE } from "~/constants/site";
import { getDb } from "~/db/client.server";
import { ContactForm } from "~/features/contact/contact-form";
import { CONTACT_MESSAGES, contactSchema } from "~/features/contact/contact-schema";
import { sendContactMessage } from "~/features/contact/send-contact-message.server";
import { requestFacts } from "~/features/security/client-address.server";
import { conformAction } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => ({ urls: requestUrls(request) });

export const action = conformAction(
  contactSchema,
  async (value, { request }: Route.ActionArgs) => {
    await sendContactMessage(getDb(), requestFacts(request), value);
    return {};
  },
  { formErrors: [CONTACT_MESSAGES.required] },
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Contact Us | Rangmanch",
    description: "Questions, partnerships or support: write to the Rangmanch team in Hyderabad.",
    url: loaderData?.urls.canonical,
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-hero py-14 text-white">
        <div className="mx-auto max-w-[1400px] px-4 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Questions about your profile, a posting, advertising or a partnership? We answer every message.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm actionData={actionData} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
          <ContactCard icon={Mail} title="Email">
            <a href={`mailto:${SITE.email}`} className="text-primary hover:underline">
              {SITE.email}
            </a>
          </ContactCard>
          <ContactCard icon={Phone} title="Phone">
            <a href={`tel:${SITE.phone.replace(/\s/g, "")}`} className="text-primary hover:underline">
              {SITE.phone}
            </a>
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden /> {SITE.contactHours}
            </p>
          </ContactCard>
          <ContactCard icon={MapPin} title="Office">
            <address className="text-sm text-muted-foreground not-italic">
              {SITE.address.line1}
              <br />
              {SITE.address.city}, {SITE.address.region}
              <br />
              {SITE.address.country}
            </address>
          </ContactCard>
        </div>
      </div>
    </>
  );
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex gap-4 pt-6">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold">{title}</h2>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

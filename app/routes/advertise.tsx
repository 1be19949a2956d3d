import { ArrowDown, Download, Mail, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { SITE } from "~/constants/site";
import { getDb } from "~/db/client.server";
import { AD_FORMATS, MEDIA_KIT_FIGURES } from "~/features/advertising/ad-formats";
import { EnquiryForm } from "~/features/advertising/enquiry-form";
import { enquirySchema } from "~/features/advertising/enquiry-schema";
import { submitAdvertisingEnquiry } from "~/features/advertising/submit-advertising-enquiry.server";
import { requestFacts } from "~/features/security/client-address.server";
import { conformAction } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/advertise";

export const MEDIA_KIT_PATH = "/downloads/rangmanch-media-kit.pdf";

export const loader = ({ request }: Route.LoaderArgs) => ({ urls: requestUrls(request) });

export const action = conformAction(enquirySchema, async (value, { request }: Route.ActionArgs) => {
  await submitAdvertisingEnquiry(getDb(), requestFacts(request), value);
  return {};
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Advertise with Us | Rangmanch",
    description:
      "Reach 500K+ entertainment professionals a month: display, sponsored listings, newsletter and branded content.",
    url: loaderData?.urls.canonical,
  });

export default function Advertise({ actionData }: Route.ComponentProps) {
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  // A failed server-side check reopens the form with what was typed.
  useEffect(() => {
    if (actionData) setEnquiryOpen(true);
  }, [actionData]);

  return (
    <>
      <section className="bg-hero py-16 text-white">
        <div className="mx-auto grid max-w-[1400px] gap-6 px-4 sm:px-6">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            Advertise to India's entertainment professionals
          </h1>
          <p className="max-w-2xl text-lg text-white/90">
            Actors, directors, crews and producers use {SITE.name} to find their next project. Meet them where
            they work.
          </p>
          <div className="flex flex-wrap gap-3">
            <Dialog open={enquiryOpen} onOpenChange={setEnquiryOpen}>
              <DialogTrigger asChild>
                <Button variant="hero" size="lg">
                  <Send className="size-4" aria-hidden /> Contact Sales
                </Button>
              </DialogTrigger>
              <DialogContent className="max-w-2xl">
                <DialogTitle>Contact Sales</DialogTitle>
                <DialogDescription>
                  Tell us about your campaign and we will reply within one business day.
                </DialogDescription>
                <EnquiryForm actionData={actionData} onCancel={() => setEnquiryOpen(false)} />
              </DialogContent>
            </Dialog>
            <Button asChild variant="heroOutline" size="lg">
              <a href={MEDIA_KIT_PATH} download>
                <Download className="size-4" aria-hidden /> Download Media Kit
              </a>
            </Button>
            <Button asChild variant="heroOutline" size="lg">
              <a href={`mailto:${SITE.salesEmail}?subject=Advertising%20on%20Rangmanch`}>
                <Mail className="size-4" aria-hidden /> Email Us
              </a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="audience-title" className="mx-auto max-w-[1400px] px-4 py-14 sm:px-6">
        <h2 id="audience-title" className="mb-6 text-3xl font-bold tracking-tight">
          Our audience
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {MEDIA_KIT_FIGURES.map((item) => (
            <li key={item.label} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <p className="text-4xl font-extrabold text-primary">{item.figure}</p>
              <p className="mt-1 text-muted-foreground">{item.label}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <a href="#formats" aria-label="Learn more about advertising formats">
              Learn More <ArrowDown className="size-4" aria-hidden />
            </a>
          </Button>
        </div>
      </section>

      <section id="formats" aria-labelledby="formats-title" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-[1400px] px-4 sm:px-6">
          <h2 id="formats-title" className="mb-6 text-3xl font-bold tracking-tight">
            Advertising formats
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {AD_FORMATS.map(({ icon: Icon, title, body }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="grid gap-3 pt-6">
                    <Icon className="size-6 text-primary" aria-hidden />
                    <CardTitle as="h3">{title}</CardTitle>
                    <CardDescription>{body}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { HelpFaq } from "./help-content";

/** One answer open at a time; each item keeps its value while the list is filtered, so an open answer stays open. */
export function HelpFaqAccordion({ faqs }: { faqs: readonly (HelpFaq & { id: string })[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-5 shadow-sm">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id} className="last:border-b-0">
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent className="leading-relaxed">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

import { SUBSCRIPTION_FAQS } from "./plans";

export function SubscriptionFaq() {
  return (
    <section aria-labelledby="subscription-faq-title" className="mx-auto grid w-full max-w-4xl gap-6">
      <h2 id="subscription-faq-title" className="text-center text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {SUBSCRIPTION_FAQS.map((faq) => (
          <div
            key={faq.question}
            className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-sm"
          >
            <h3 className="font-semibold">{faq.question}</h3>
            <p className="text-sm text-muted-foreground">{faq.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

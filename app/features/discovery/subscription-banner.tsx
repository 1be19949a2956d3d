import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

/** The subscription banner under the talent grid. */
export function SubscriptionBanner() {
  return (
    <section
      aria-labelledby="premium-banner-title"
      className="bg-hero mt-12 flex flex-wrap items-center justify-between gap-4 rounded-2xl p-6 text-white sm:p-8"
    >
      <div className="max-w-2xl">
        <h2 id="premium-banner-title" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
          <Icon name="badge-check" className="size-6" /> Stand out with Premium
        </h2>
        <p className="mt-2 text-white/90">
          A Premium badge on your card, a video pitch on your profile and early word of auditions in your
          city. Search order stays fair: Premium is never ranked higher.
        </p>
      </div>
      <Button asChild variant="hero" size="lg">
        <Link to="/subscription">See plans</Link>
      </Button>
    </section>
  );
}

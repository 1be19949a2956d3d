import { Crown } from "lucide-react";
import { PlanComparison } from "~/features/subscription/plan-comparison";
import { parsePlan } from "~/features/subscription/plans";
import { SubscriptionFaq } from "~/features/subscription/subscription-faq";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/subscription";

export function loader({ request, url }: Route.LoaderArgs) {
  return { urls: requestUrls(request), selectedPlan: parsePlan(url.searchParams.get("plan")) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Premium Plans | Rangmanch",
    description:
      "Compare Rangmanch Premium plans: Monthly at ₹499/month or Annual at ₹4,788/year (save 20%), with a Premium badge, more job applications and analytics. Nobody is ranked higher for paying.",
    url: loaderData?.urls.canonical,
  });

export default function Subscription({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-hero text-white" aria-labelledby="subscription-title">
        <div className="mx-auto grid max-w-3xl gap-4 px-4 py-14 text-center sm:px-6 md:py-20">
          <Crown className="mx-auto size-10" aria-hidden />
          <h1 id="subscription-title" className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Rangmanch Premium
          </h1>
          <p className="text-lg text-white/90">
            Stand out to casting directors and producers, apply for more roles and see who is looking at your
            work.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] gap-12 px-4 py-12 sm:px-6">
        <PlanComparison selectedPlan={loaderData.selectedPlan} />
        <SubscriptionFaq />
      </div>
    </>
  );
}

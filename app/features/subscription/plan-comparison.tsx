import { Check, CreditCard } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/utils";
import { FREE_PLAN, findPlan, formatInr, PLANS, type Plan, type PlanId } from "./plans";

function PlanCard({ plan, selected }: { plan: Plan; selected: boolean }) {
  return (
    <Card
      aria-current={selected ? "true" : undefined}
      className={cn(
        "flex h-full flex-col gap-6 p-6 transition-shadow",
        selected && "shadow-lg ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`plan-${plan.id}-title`} className="text-2xl font-bold">
            {plan.name}
          </h3>
          {plan.savingLabel ? (
            <Badge variant="outline" className="border-transparent bg-accent text-accent-foreground">
              {plan.savingLabel}
            </Badge>
          ) : null}
          {selected ? (
            <Badge className="ml-auto">
              <Check className="size-3" aria-hidden /> Selected
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>

      <div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">{formatInr(plan.price)}</span>
          <span className="text-muted-foreground">/{plan.period}</span>
        </p>
        {plan.monthlyEquivalent ? (
          <p className="mt-1 text-sm font-medium text-primary">
            {formatInr(plan.monthlyEquivalent)}/month, billed annually
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Billed monthly</p>
        )}
      </div>

      <ul className="grid flex-1 content-start gap-3" aria-label={`${plan.name} plan features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>

      <Button asChild variant={selected ? "default" : "outline"} size="lg" className="w-full">
        <Link to={`?plan=${plan.id}`} replace>
          {selected ? `${plan.name} plan selected` : `Choose ${plan.name}`}
        </Link>
      </Button>
    </Card>
  );
}

/** What a member has without paying, before the plans that add to it. */
function FreePlan() {
  return (
    <section
      aria-labelledby="free-plan-title"
      className="mx-auto grid w-full max-w-4xl gap-3 rounded-xl border bg-muted/40 p-6"
    >
      <div className="grid gap-1">
        <h3 id="free-plan-title" className="text-lg font-semibold">
          {FREE_PLAN.title}
        </h3>
        <p className="text-sm text-muted-foreground">{FREE_PLAN.lead}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Free plan features">
        {FREE_PLAN.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlanComparison({ selectedPlan }: { selectedPlan: PlanId }) {
  const selected = findPlan(selectedPlan);
  return (
    <>
      <section aria-labelledby="plans-title" className="grid gap-6">
        <h2 id="plans-title" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          Choose your plan
        </h2>
        <FreePlan />
        <ul className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} selected={plan.id === selectedPlan} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="checkout-title"
        className="mx-auto grid w-full max-w-4xl gap-4 rounded-xl border bg-muted/50 p-6 sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div className="grid gap-1">
          <h2 id="checkout-title" className="text-lg font-semibold">
            Your selection: {selected.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatInr(selected.price)}/{selected.period}
            {selected.monthlyEquivalent ? ` (${formatInr(selected.monthlyEquivalent)}/month)` : ""}, starting
            with a 7-day free trial.
          </p>
          <p className="text-sm text-muted-foreground">
            Online payment isn't available yet, so nothing can be charged today. Questions about Premium?{" "}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
              Contact us
            </Link>
            .
          </p>
        </div>
        <Button size="lg" disabled>
          <CreditCard className="size-4" aria-hidden /> Payments are coming soon
        </Button>
      </section>
    </>
  );
}

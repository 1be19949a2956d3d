import { Eye, Target } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SITE } from "~/constants/site";
import { cn } from "~/lib/utils";
import { type AboutCard, MISSION, OFFERINGS, STORY, VALUES, VISION } from "./about-content";

export function AboutHero() {
  return (
    <section className="bg-hero text-white" aria-labelledby="about-title">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 py-16 text-center sm:px-6 md:py-24">
        <p className="text-sm font-semibold tracking-widest text-white/90 uppercase">
          Since {SITE.foundedYear}
        </p>
        <h1 id="about-title" className="text-4xl font-extrabold tracking-tight md:text-5xl">
          About Us
        </h1>
        <p className="text-lg text-white/90 md:text-xl">
          {SITE.tagline}: the place where performers and crew are discovered, hired and brought together.
        </p>
      </div>
    </section>
  );
}

export function MissionVision() {
  const items = [
    { id: "mission", title: "Our Mission", text: MISSION, icon: Target },
    { id: "vision", title: "Our Vision", text: VISION, icon: Eye },
  ];
  return (
    <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
      {items.map(({ id, title, text, icon: Icon }) => (
        <section
          key={id}
          aria-labelledby={`${id}-title`}
          className="grid content-start gap-4 rounded-xl border bg-card p-8 shadow-sm"
        >
          <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden />
          </span>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="text-lg leading-relaxed text-muted-foreground">{text}</p>
        </section>
      ))}
    </div>
  );
}

export function OurStory() {
  return (
    <section className="bg-muted/50 py-16" aria-labelledby="story-title">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 sm:px-6">
        <h2 id="story-title" className="text-3xl font-bold tracking-tight">
          Our Story
        </h2>
        {STORY.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}

function CardGrid({
  id,
  title,
  intro,
  cards,
  columns = "lg:grid-cols-3",
}: {
  id: string;
  title: string;
  intro: string;
  cards: readonly AboutCard[];
  columns?: string;
}) {
  return (
    <section className="py-16" aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-[1400px] px-4 sm:px-6">
        <div className="mb-8 max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-2 text-muted-foreground">{intro}</p>
        </div>
        <ul className={cn("grid gap-6 sm:grid-cols-2", columns)}>
          {cards.map(({ title: cardTitle, text, icon: Icon }) => (
            <li key={cardTitle} className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">{cardTitle}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhatWeOffer() {
  return (
    <CardGrid
      id="offer"
      title="What We Offer"
      intro="Everything a working professional needs to find the next role, gig or collaborator."
      cards={OFFERINGS}
    />
  );
}

export function OurValues() {
  return (
    <CardGrid
      id="values"
      title="Our Values"
      intro="The principles behind every decision we make."
      cards={VALUES}
      columns="lg:grid-cols-4"
    />
  );
}

export function AboutCallToAction() {
  return (
    <section className="bg-hero py-16 text-white" aria-labelledby="about-cta-title">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 text-center">
        <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight">
          Take your place on the stage
        </h2>
        <p className="text-white/90">
          Create your free profile in a few minutes, or tell us how we can help your production, agency or
          brand.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="hero" size="lg">
            <Link to="/signup">Join Rangmanch</Link>
          </Button>
          <Button asChild variant="heroOutline" size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

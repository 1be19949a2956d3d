import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

export function AdvertiseBlock() {
  return (
    <section className="bg-muted/50 py-16" aria-labelledby="advertise-title">
      <div className="mx-auto grid max-w-[1400px] items-center gap-8 px-4 sm:px-6 md:grid-cols-2">
        <div className="grid gap-4">
          <span className="grid size-12 place-items-center rounded-xl bg-accent text-accent-foreground">
            <Icon name="megaphone" className="size-6" />
          </span>
          <h2 id="advertise-title" className="text-3xl font-bold tracking-tight">
            Advertise with Us
          </h2>
          <p className="text-muted-foreground">
            Put your brand in front of India's film, television and music professionals: the people who cast,
            shoot, score and produce the stories the country watches.
          </p>
          <div>
            <Button asChild size="lg">
              <Link to="/advertise">Explore advertising</Link>
            </Button>
          </div>
        </div>
        <ul className="grid grid-cols-3 gap-4 text-center">
          {[
            ["500K+", "monthly users"],
            ["85%", "decision makers"],
            ["7.2M", "page views a month"],
          ].map(([figure, label]) => (
            <li key={label} className="rounded-xl border bg-card p-4 shadow-sm">
              <Icon name="trending-up" className="mx-auto mb-2 size-5 text-primary" />
              <p className="text-2xl font-bold">{figure}</p>
              <p className="text-xs text-muted-foreground">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section className="bg-hero py-16 text-white" aria-labelledby="cta-title">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 text-center">
        <Icon name="user-plus" className="mx-auto size-10" />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          Your next role starts with a profile
        </h2>
        <p className="text-white/90">
          Show your work, get discovered by casting teams, and hear about auditions in your city first.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="hero" size="lg">
            <Link to="/signup">Create Your Profile</Link>
          </Button>
          <Button asChild variant="heroOutline" size="lg">
            <Link to="/discover">Browse Talent</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { CategoryDefinition } from "~/constants/categories";
import { withArticle } from "../category-events";

/** Shown when a category lists no skills or careers of its own (spec: "key skills with defaults if none"). */
export const DEFAULT_SKILLS = ["Communication", "Teamwork", "Creativity", "Time Management", "Adaptability"];
export const DEFAULT_CAREERS = [
  "Freelance work on films, series and ad films",
  "A staff role at a production house or studio",
  "Teaching and mentoring at institutes and workshops",
];

const listOr = (items: string[] | undefined, fallback: string[]) => (items?.length ? items : fallback);

export function CategoryOverview({ category, joinHref }: { category: CategoryDefinition; joinHref: string }) {
  const skills = listOr(category.skills, DEFAULT_SKILLS);
  const careers = listOr(category.careers, DEFAULT_CAREERS);
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        <section aria-labelledby="about-category" className="grid gap-3">
          <h2 id="about-category" className="text-2xl font-semibold">
            About {category.name}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{category.longDescription}</p>
        </section>
        <section aria-labelledby="career-opportunities" className="grid gap-3">
          <h2 id="career-opportunities" className="text-2xl font-semibold">
            Career Opportunities
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {careers.map((career) => (
              <li key={career} className="flex items-start gap-3 rounded-xl border bg-card p-4">
                <Icon name="briefcase" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{career}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Key Skills</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {skills.map((skill) => (
                <li key={skill} className="flex items-center gap-2 text-sm">
                  <Icon name="circle-check" className="size-4 shrink-0 text-primary" />
                  {skill}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p className="font-medium">Work as {withArticle(category.singularName.toLowerCase())}?</p>
            <p className="text-sm text-muted-foreground">
              Apply to be listed and hear about projects looking for you.
            </p>
            <Button asChild>
              <Link to={joinHref}>Join as {category.singularName}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

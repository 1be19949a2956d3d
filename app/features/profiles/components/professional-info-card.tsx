import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { WorkSchedule } from "~/constants/talent";
import { availabilityWords } from "../availability-words";
import { AWARDS_SHOWN } from "../profile-constants";

/**
 * Availability (with "Free from" and the work schedule in words), years of
 * experience, representation, languages and awards (2, then "+N more").
 */
export function ProfessionalInfoCard({
  availability,
  availableFrom,
  workSchedule,
  experienceYears,
  representation,
  languages,
  awards,
}: {
  availability: string;
  availableFrom: string | null;
  workSchedule: WorkSchedule | null;
  experienceYears: number | null;
  representation: string;
  languages: string[];
  awards: string[];
}) {
  const [allAwards, setAllAwards] = useState(false);
  const shownAwards = allAwards ? awards : awards.slice(0, AWARDS_SHOWN);
  const hidden = awards.length - shownAwards.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Professional information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Item term="Availability">
            {availability}
            {availabilityWords({ availableFrom, workSchedule }).map((words) => (
              <span key={words} className="block font-normal text-muted-foreground">
                {words}
              </span>
            ))}
          </Item>
          {experienceYears !== null ? (
            <Item term="Experience">
              {experienceYears} {experienceYears === 1 ? "year" : "years"}
            </Item>
          ) : null}
          {representation ? <Item term="Representation">{representation}</Item> : null}
          {languages.length > 0 ? <Item term="Languages">{languages.join(", ")}</Item> : null}
          {awards.length > 0 ? (
            <Item term="Awards" wide>
              <ul className="grid gap-1">
                {shownAwards.map((award) => (
                  <li key={award} className="flex items-start gap-1.5">
                    <Icon name="award" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{award}</span>
                  </li>
                ))}
              </ul>
              {hidden > 0 || allAwards ? (
                <Button
                  variant="link"
                  className="h-auto p-0"
                  onClick={() => setAllAwards(!allAwards)}
                  aria-expanded={allAwards}
                >
                  {allAwards ? "Show less" : `+${hidden} more`}
                </Button>
              ) : null}
            </Item>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "grid gap-1 sm:col-span-2" : "grid gap-1"}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

import type * as React from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { SIDEBAR_SKILLS } from "../profile-constants";

/**
 * Skills, experience notes, education and the first category's card. The
 * skills card's content comes from the page (the social feature's
 * endorsements), since profiles sit below social and do not import it.
 */
export function ProfileSidebar({
  skills,
  notes,
  education,
  category,
}: {
  skills: React.ReactNode;
  notes: string[];
  education: string[];
  category: { name: string; description: string; skills: string[] } | undefined;
}) {
  return (
    <aside className="grid content-start gap-6" aria-label="Skills, experience and education">
      <Card id="skills">
        <CardHeader>
          <CardTitle as="h2">Skills</CardTitle>
        </CardHeader>
        <CardContent>{skills}</CardContent>
      </Card>
      {notes.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Experience</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-5 text-sm">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {education.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Education</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {education.map((entry) => (
                <li key={entry} className="flex items-start gap-2">
                  <Icon name="graduation-cap" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{entry}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {category ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{category.name}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="text-muted-foreground">{category.description}</p>
            <ul className="list-disc pl-5">
              {category.skills.slice(0, SIDEBAR_SKILLS).map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </aside>
  );
}

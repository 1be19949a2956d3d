import { Badge } from "~/components/ui/badge";

/** Skills shown on a talent card before "+N more" (spec part 1, section 3). */
export const CARD_SKILLS = 2;

/** A card's first skills as badges, then "+N more" for the rest. */
export function SkillBadges({ skills, more = 0 }: { skills: readonly string[]; more?: number }) {
  const hidden = more + Math.max(0, skills.length - CARD_SKILLS);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {skills.slice(0, CARD_SKILLS).map((skill) => (
        <li key={skill}>
          <Badge variant="outline">{skill}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline">+{hidden} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

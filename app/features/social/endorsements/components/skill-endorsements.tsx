import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useVerifiedSubmit } from "~/features/accounts/use-verified-submit";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { SkillEndorsement } from "../endorse-skill.server";

type Result = { ok: boolean; message: string };

/** The profile's skills with their endorsement counts; others may endorse each once. */
export function SkillEndorsements({
  skills,
  canEndorse,
}: {
  skills: SkillEndorsement[];
  canEndorse: boolean;
}) {
  const fetcher = useFetcher<Result>();
  const verifiedSubmit = useVerifiedSubmit();
  const pendingSkill = fetcher.formData?.get("skill");

  useReplyToast(fetcher);

  if (skills.length === 0) return <p className="text-sm text-muted-foreground">No skills listed yet.</p>;
  return (
    <ul className="grid gap-2">
      {skills.map(({ skill, count, endorsedByViewer }) => {
        const endorsed = endorsedByViewer || pendingSkill === skill;
        return (
          <li key={skill} className="flex items-center justify-between gap-2">
            <Badge variant="outline">{skill}</Badge>
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <span>
                {count}
                <span className="sr-only">{` ${count === 1 ? "endorsement" : "endorsements"} of ${skill}`}</span>
              </span>
              {canEndorse ? (
                <fetcher.Form method="post" onSubmit={verifiedSubmit}>
                  <input type="hidden" name="intent" value="endorse" />
                  <input type="hidden" name="skill" value={skill} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={endorsed ? "secondary" : "outline"}
                    disabled={endorsed}
                    aria-label={endorsed ? `You endorsed ${skill}` : `Endorse ${skill}`}
                  >
                    <Icon name="thumbs-up" className="size-3.5" />
                    {endorsed ? "Endorsed" : "Endorse"}
                  </Button>
                </fetcher.Form>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

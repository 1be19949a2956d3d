import { cn } from "~/lib/utils";
import { passwordIssues, passwordStrength } from "../password-rules";

const BAR = { red: "bg-red-500", yellow: "bg-amber-400", green: "bg-green-600" } as const;

/** The spec's meter (0 to 5, red below 3, yellow 3 to 4, green at 5) and the rules still unmet. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  const issues = password ? passwordIssues(password) : [];
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1.5 flex-1 rounded-full bg-muted",
              step <= strength.score && BAR[strength.color],
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Password strength: <span className="font-medium text-foreground">{strength.label}</span>
      </p>
      {issues.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Form } from "~/components/ui/link";
import { FormAlert } from "~/features/accounts/components/auth-card";

/**
 * An account-settings card of notification switches, one checkbox per kind,
 * saved by the account page's action under `intent` (the email and the
 * activity cards are this card with their own words and kinds).
 */
export function NotificationChoicesCard<Kind extends string>({
  id,
  title,
  description,
  intent,
  legend,
  kinds,
  labels,
  chosen,
  saveLabel,
  message,
  busy,
}: {
  id: string;
  title: string;
  description: string;
  intent: string;
  legend: string;
  kinds: readonly Kind[];
  labels: Record<Kind, string>;
  /** The kinds switched on now (may hold kinds this card does not list). */
  chosen: readonly string[];
  saveLabel: string;
  message: string | undefined;
  busy: boolean;
}) {
  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value={intent} />
          <FormAlert message={message} tone="success" />
          <fieldset className="grid gap-2">
            <legend className="sr-only">{legend}</legend>
            {kinds.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="kind"
                  value={kind}
                  defaultChecked={chosen.includes(kind)}
                  className="size-4 accent-primary"
                />
                {labels[kind]}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? "Saving..." : saveLabel}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

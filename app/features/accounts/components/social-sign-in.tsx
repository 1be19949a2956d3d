import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { SOCIAL_PROVIDERS as PROVIDERS, type SocialProviderId } from "../social-providers";
import { Divider } from "./auth-card";

/** One column per provider shown (literal class names, so Tailwind generates them). */
const COLUMNS = ["grid-cols-1", "grid-cols-2", "grid-cols-3"] as const;

/**
 * The spec's provider row, with only the providers whose credentials are
 * configured: a button that cannot be pressed is no use to anyone, and three
 * of them pushed the email form down the card. With none configured there is
 * no row and no divider at all. `divider` goes on the side facing the email form.
 */
export function SocialSignIn({
  enabled,
  redirectTo,
  divider,
}: {
  enabled: SocialProviderId[];
  redirectTo: string;
  divider: { label: string; side: "before" | "after" };
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("provider") : null;
  const shown = PROVIDERS.filter((provider) => enabled.includes(provider.id));
  if (shown.length === 0) return null;
  return (
    <>
      {divider.side === "before" ? <Divider label={divider.label} /> : null}
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="social" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className={`grid gap-2 ${COLUMNS[shown.length - 1]}`}>
          {shown.map((provider) => (
            <Button
              key={provider.id}
              type="submit"
              name="provider"
              value={provider.id}
              variant="outline"
              disabled={Boolean(pending)}
              aria-label={`Continue with ${provider.name}`}
            >
              {pending === provider.id ? "…" : provider.name}
            </Button>
          ))}
        </div>
      </Form>
      {divider.side === "after" ? <Divider label={divider.label} /> : null}
    </>
  );
}

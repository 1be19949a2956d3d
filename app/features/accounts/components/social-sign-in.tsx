import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SOCIAL_PROVIDERS as PROVIDERS, type SocialProviderId } from "../social-providers";

/**
 * The spec's provider row. A provider is a working button when its
 * credentials are configured; otherwise it says so and cannot be pressed.
 */
export function SocialSignIn({ enabled, redirectTo }: { enabled: SocialProviderId[]; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("provider") : null;
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="social" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="grid grid-cols-3 gap-2">
        {PROVIDERS.map((provider) => {
          const on = enabled.includes(provider.id);
          return (
            <Button
              key={provider.id}
              type="submit"
              name="provider"
              value={provider.id}
              variant="outline"
              disabled={!on || Boolean(pending)}
              title={on ? `Continue with ${provider.name}` : `${provider.name} sign-in is not available`}
              aria-label={on ? `Continue with ${provider.name}` : `${provider.name} sign-in is not available`}
            >
              {pending === provider.id ? "…" : provider.name}
            </Button>
          );
        })}
      </div>
      {enabled.length < PROVIDERS.length ? (
        <p className="text-center text-xs text-muted-foreground">
          {PROVIDERS.filter((p) => !enabled.includes(p.id))
            .map((p) => p.name)
            .join(", ")}{" "}
          sign-in is not available yet.
        </p>
      ) : null}
    </Form>
  );
}

import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { reportClientError } from "~/features/telemetry/report-client-error";
import { m } from "~/paraglide/messages";

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { error?: unknown } | string | null;
    if (typeof body === "string" && body) return body;
    if (body && typeof body === "object" && typeof body.error === "string") return body.error;
    return error.statusText || m.error_unexpected();
  }
  if (error instanceof Error && error.message) return error.message;
  return m.error_unexpected();
}

/** The spec's error screen; "Try again" reloads the failed view's data and renders it anew. */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (error instanceof Error) reportClientError(error);
  }, [error]);

  return (
    <div className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center" role="alert">
      <Icon name="triangle-exclamation-point" className="size-12 text-destructive" />
      <h1 className="text-3xl font-bold">{m.error_title()}</h1>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}>
        {m.error_try_again()}
      </Button>
    </div>
  );
}

import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import { JOB_CATEGORY_TABS, JOB_FILTER_CODEC, type JobQuery, jobSearch } from "../job-filters";

type Reply = { ok: boolean; message: string };

/**
 * The saved alert's filters in words ("“editor”, Full-time, Mumbai"), as the
 * list's own codec names them; "other filters" for a saved address that
 * reads as none (an alert saved by an older version of the list).
 */
function savedFiltersWords(alert: string) {
  const saved = JOB_FILTER_CODEC.parse(new URLSearchParams(alert));
  const tab = JOB_CATEGORY_TABS.find((option) => option.value === saved.category && option.value !== "all");
  const words = [
    ...(saved.q ? [`“${saved.q}”`] : []),
    ...(tab ? [tab.label] : []),
    ...JOB_FILTER_CODEC.chips(saved).map((chip) => chip.label),
  ];
  return words.length > 0 ? words.join(", ") : "other filters";
}

/**
 * The spec's job notifications toggle. Switching it on saves the filters in
 * force now; a new job they would list then raises a notification (and an
 * email, for members who switch that kind on in account settings).
 */
export function JobAlertToggle({
  query,
  alert,
  signedIn,
}: {
  query: JobQuery;
  /** The saved filters as a query string, or null when off. */
  alert: string | null;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const search = jobSearch(query);
  if (!signedIn) {
    return (
      <Link
        to={`/login?redirectTo=${encodeURIComponent(`/jobs${search}`)}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <Icon name="bell" className="size-4" /> Sign in for job notifications
      </Link>
    );
  }
  // While the switch is being pressed, show where it is going.
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "alert-on" : alert !== null;
  const savedHere = alert === search.replace(/^\?/, "");
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <fetcher.Form method="post" action="/jobs">
        <input type="hidden" name="intent" value={on && savedHere ? "alert-off" : "alert-on"} />
        <input type="hidden" name="search" value={search} />
        <Button type="submit" variant={on ? "default" : "outline"} size="sm" aria-pressed={on}>
          {on ? <Icon name="bell" className="size-4" /> : <Icon name="bell-off" className="size-4" />}
          Job notifications
        </Button>
      </fetcher.Form>
      {on && !savedHere ? (
        <span className="text-muted-foreground">
          On for{" "}
          <Link to={`/jobs${alert ? `?${alert}` : ""}`} className="underline underline-offset-4">
            {alert ? savedFiltersWords(alert) : "every new job"}
          </Link>
          ; press to use these instead.
        </span>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from "react";
import type { Fetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { isRefusalReply } from "./refusal";

type Reply = { ok: boolean; message: string };

/**
 * Shows a fetcher's reply as a toast, once per reply, as soon as it arrives:
 * before the page's data reloads, which may unmount the component that asked.
 * While submitting, `data` is still the previous reply, already shown.
 */
export function useReplyToast(fetcher: Pick<Fetcher<Reply>, "state" | "data">) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    // A refusal has its own notice, with the way forward (app/lib/refusals-in-place.ts).
    if (isRefusalReply(result)) return;
    if (result.ok) toast.success(result.message, { duration: TIMING.pageToastMs });
    else toast.error(result.message);
  }, [fetcher.state, fetcher.data]);
}

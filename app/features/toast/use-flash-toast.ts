import { useEffect } from "react";
import { toast as showToast } from "~/components/ui/toast";
import type { FlashToast } from "./flash-toast";

/** Shows the server's one-time toast once per value. */
export function useFlashToast(toast: FlashToast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    showToast[toast.type](toast.title, { description: toast.description });
  }, [toast]);
}

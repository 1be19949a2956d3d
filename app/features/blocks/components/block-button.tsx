import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Icon } from "~/components/ui/icon";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string; blocked?: boolean };

/**
 * Block or Unblock the person whose page this is: posts `block` or `unblock`
 * to the page's own action. Blocking asks first, since it hides the
 * conversation between the two.
 */
export function BlockButton({ name, blocked }: { name: string; blocked: boolean }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const pending = fetcher.state !== "idle";
  const shown = fetcher.data?.ok && fetcher.data.blocked !== undefined ? fetcher.data.blocked : blocked;
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, () =>
    shown
      ? null
      : {
          title: `Block ${name}?`,
          description:
            "They will no longer be able to message you, see your contact details or find you in search, and your conversation will be hidden.",
          confirmLabel: "Block",
        },
  );
  return (
    <fetcher.Form method="post" {...formProps}>
      <Button
        type="submit"
        name="intent"
        value={shown ? "unblock" : "block"}
        variant="ghost"
        disabled={pending}
      >
        <Icon name="ban" className="size-4" /> {shown ? "Unblock" : "Block"}
      </Button>
      {dialog}
    </fetcher.Form>
  );
}

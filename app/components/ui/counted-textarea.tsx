import { type ComponentProps, useId, useState } from "react";
import { cn } from "~/lib/utils";
import { Textarea } from "./input";

const NUMBER = new Intl.NumberFormat("en-IN");

/**
 * A textarea with an "N / 2,000" counter under it. There is deliberately no
 * `maxLength`: the browser would cut a long paste off without a word, and the
 * writer would post half of what they meant. Past the limit the counter says
 * by how much, and the server refuses the text with the field's own message.
 * Works controlled (`value`) or not (`defaultValue`).
 */
export function CountedTextarea({
  max,
  className,
  onChange,
  ...props
}: Omit<ComponentProps<"textarea">, "maxLength"> & { max: number }) {
  const counterId = useId();
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? ""));
  const length = (props.value === undefined ? typed : String(props.value)).length;
  const over = length - max;
  return (
    <div className="grid gap-1">
      <Textarea
        {...props}
        className={className}
        aria-describedby={cn(props["aria-describedby"], counterId)}
        aria-invalid={over > 0 || props["aria-invalid"] ? true : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
      />
      <p
        id={counterId}
        className={cn(
          "justify-self-end text-xs tabular-nums",
          over > 0 ? "text-destructive" : "text-muted-foreground",
        )}
      >
        {NUMBER.format(length)} / {NUMBER.format(max)}
        {over > 0 ? ` (${NUMBER.format(over)} over the limit)` : null}
      </p>
    </div>
  );
}

import { useEffect, useRef } from "react";

/**
 * A list sent as one hidden input holding JSON (the profile editor's
 * experience and portfolio, an audition's roles), so its order and content
 * arrive intact. A hidden input changes without an input event, so Conform
 * would never check the list again and a fixed row would keep its error:
 * each change after the first value is announced.
 */
export function JsonListInput({ name, value }: { name: string; value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const firstValue = useRef(value);
  useEffect(() => {
    if (value === firstValue.current) return;
    input.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [value]);
  return <input ref={input} type="hidden" name={name} value={value} />;
}

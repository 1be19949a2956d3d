import { useEffect, useRef, useState } from "react";

/** How long typing pauses before a list follows it. */
const TYPING_PAUSE_MS = 300;

/**
 * A search box whose list answers as the person types: `type` shows each
 * keystroke at once and calls `onSettle` once typing pauses; `commit` (a
 * quick-search button) does both at once. When the address changes another
 * way (a chip, Back, Reset), the box shows `committed` unless it is being
 * typed in.
 */
export function useSearchBox(committed: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(committed);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(committed);
  }, [committed]);

  const type = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSettle(value), TYPING_PAUSE_MS);
  };
  const commit = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    onSettle(value);
  };
  return { text, inputRef, type, commit };
}

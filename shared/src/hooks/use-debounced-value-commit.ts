import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9 / ARCHITECTURE 4: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Local text that is committed `delay` ms after the last keystroke, or at once with `flush`
 * (Enter). A committed value changed from outside (Back, a link) replaces the local text.
 * Every back-office search box debounces the same way, so the timing lives in one place.
 */
export function useDebouncedCommit(
  committed: string,
  onCommit: (value: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const commit = useCallback((value: string) => {
    lastCommitted.current = value;
    commitRef.current(value);
  }, []);

  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    cancel();
    setText(committed);
  }, [committed, cancel]);

  useEffect(() => cancel, [cancel]);

  const change = (value: string) => {
    setText(value);
    cancel();
    if (value === lastCommitted.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      commit(value);
    }, delay);
  };

  const flush = () => {
    cancel();
    if (text !== lastCommitted.current) commit(text);
  };

  return { text, change, flush };
}

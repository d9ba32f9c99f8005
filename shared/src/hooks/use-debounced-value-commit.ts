import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec 9 / ARCHITECTURE 4: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Local text that is committed `delay` ms after the last keystroke, or at once with `flush`
 * (Enter). A committed value changed from outside (Back, a link) replaces the local text.
 * Every back-office search box debounces the same way, so the timing lives in one place.
 *
 * A pending commit belongs to the screen it was typed on: it is dropped when `scope` (the
 * route's path) changes, and when the screen unmounts or is hidden. Hidden matters: while the
 * next page's chunk loads, Suspense keeps the old screen mounted behind the fallback, and a
 * commit from there would navigate back to the list the user just left.
 */
export function useDebouncedCommit(
  committed: string,
  onCommit: (value: string) => void,
  { delay = SEARCH_DEBOUNCE_MS, scope }: { delay?: number; scope?: string } = {},
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

  // A layout effect: React runs its cleanup when Suspense hides the screen, not only on unmount.
  // `scope` is a dependency so that a route change drops the pending commit too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scope is the trigger, not an input.
  useLayoutEffect(() => cancel, [cancel, scope]);

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

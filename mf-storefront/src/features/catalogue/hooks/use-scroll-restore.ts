import { useLocation, useNavigationType } from '@storefront/shared/router';
import { useEffect, useLayoutEffect, useRef } from 'react';

const PREFIX = 'mf-storefront:scroll:';

function read(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(PREFIX + key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, y: number) {
  try {
    sessionStorage.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage blocked or full: Back starts at the top, as before.
  }
}

/**
 * The list's scroll position, kept per history entry (issue 21): Back (or a reload) to an entry
 * scrolls to where it was left once `ready` (every page of the list is on screen again); a
 * replaced entry (a search, a sort, 'Показать ещё', the city) stays where the visitor is. The
 * position is applied a frame later, after the shell's scroll to the top on navigation.
 */
export function useScrollRestore(ready: boolean) {
  const { key } = useLocation();
  const type = useNavigationType();
  /** Where to go once ready; null: nowhere (and the position is being recorded). */
  const target = useRef<number | null>(null);
  const last = useRef(0);

  // A layout effect: its cleanup runs when Suspense hides this page for the next one's chunk,
  // before the shorter document's scroll could be recorded as this entry's.
  useLayoutEffect(() => {
    target.current = type === 'POP' ? read(key) : type === 'REPLACE' ? last.current : null;
    let frame = 0;
    const record = () => {
      if (target.current !== null) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        last.current = window.scrollY;
        write(key, last.current);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      cancelAnimationFrame(frame);
    };
  }, [key, type]);

  useEffect(() => {
    const y = target.current;
    if (y === null || (type === 'POP' && !ready)) return;
    const frame = requestAnimationFrame(() => {
      target.current = null;
      if (Math.round(window.scrollY) !== y) window.scrollTo(0, y);
      last.current = y;
      write(key, y);
    });
    return () => cancelAnimationFrame(frame);
  }, [key, type, ready]);
}

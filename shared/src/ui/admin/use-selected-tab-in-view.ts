import { useEffect, useRef } from 'react';

/** How long after mounting the tabs are still settling (arrows appearing, MUI's own scroll). */
const SETTLE_MS = 1_000;
/** A quiet moment after the last scroll or resize: MUI's animated scroll has ended. */
const QUIET_MS = 80;

/**
 * Keeps the selected tab of a scrollable MUI Tabs fully inside its scroller when a screen opens
 * on a later tab (a deep link, a reload). MUI scrolls it into view before its scroll arrows
 * appear (they wait for an IntersectionObserver), then animates to that stale target over
 * 300 ms, so the arrows' 80 px leave the tab cut off under one, and any correction made during
 * the animation is undone by it. So while the tabs settle, each resize or scroll of the scroller
 * schedules a check for when it has been quiet; afterwards the user's own scrolling is theirs.
 */
export function useSelectedTabInView() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const settledAt = performance.now() + SETTLE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const view = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
      else if (box.right > view.right) scroller.scrollLeft += box.right - view.right;
    };
    const scheduleReveal = () => {
      if (performance.now() > settledAt) return;
      clearTimeout(timer);
      timer = setTimeout(reveal, QUIET_MS);
    };
    const observer = new ResizeObserver(scheduleReveal);
    observer.observe(scroller);
    scroller.addEventListener('scroll', scheduleReveal);
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', scheduleReveal);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}

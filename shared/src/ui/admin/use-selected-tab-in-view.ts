import { useEffect, useRef } from 'react';

/**
 * Keeps the selected tab of a scrollable MUI Tabs inside its scroller. MUI scrolls it into view
 * once, on mount, before its scroll arrows appear (they wait for an IntersectionObserver); the
 * arrows then take 40 px and leave a tab opened by a deep link or a reload cut off under one.
 * So whenever the scroller changes size (the arrows coming, a rotated phone), the selected tab
 * is brought back fully into view, as a click does.
 */
export function useSelectedTabInView() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const view = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
      else if (box.right > view.right) scroller.scrollLeft += box.right - view.right;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  return ref;
}

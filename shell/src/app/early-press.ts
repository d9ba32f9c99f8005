/**
 * A server-drawn page is on screen before React owns it. A link or a form works without scripts
 * (the browser follows it), but a plain button does nothing until React owns that button: on a
 * slow phone the menu pressed (a tap, Enter or Space: each is a click on the button) while the
 * page still loaded never opened, and 'Купить' pressed as soon as it showed bought nothing.
 *
 * Owning the page is not one moment. Before `hydrateRoot` nobody listens; after it, React takes a
 * press on markup it has not hydrated yet by hydrating it at once, but when that markup waits for
 * code (a remote's lazy chunk) React cannot, and drops the press. So a press on a button React
 * does not own yet is kept, and the last one is pressed again as soon as React owns the button
 * and it is enabled (the session or a price still being checked disables it for a moment), for a
 * few seconds at most. A later press on something React already answers replaces the wish.
 */
export interface EarlyPress {
  /** React has been handed the page: press the kept button again once React owns it. */
  replay: () => void;
  /** Forgets it: the page was drawn anew, so that button is gone. */
  drop: () => void;
}

/** How long after the handover a kept press may still be made. */
const EARLY_PRESS_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * React keeps a node's props under `__reactProps$<id>` once it owns the node (every version
 * since 16). An internal read, and only a hint: without it the press is simply not replayed.
 */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

export function keepEarlyPress(container: HTMLElement, waitMs = EARLY_PRESS_WAIT_MS): EarlyPress {
  let kept: HTMLButtonElement | null = null;
  let keptAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    // A submit button does something without scripts: the browser sends its form.
    if (button.type !== 'button' || ownedByReact(button)) {
      kept = null;
      return;
    }
    kept = button;
    keptAt = Date.now();
  };
  // Registered after React's own listener (which `hydrateRoot` adds): if React hydrated the
  // button at once, it answers this press itself, and pressing again would press twice.
  const settle = (event: MouseEvent) => {
    if (kept && event.target instanceof Node && kept.contains(event.target) && ownedByReact(kept)) {
      kept = null;
    }
  };
  container.addEventListener('click', remember, true);

  const drop = () => {
    container.removeEventListener('click', remember, true);
    container.removeEventListener('click', settle, true);
    clearTimeout(timer);
    kept = null;
  };

  // Presses are kept for `waitMs` after the handover, and each kept press waits `waitMs` at most.
  const replay = () => {
    container.addEventListener('click', settle, true);
    const handedOver = Date.now();
    const check = () => {
      const button = kept;
      const now = Date.now();
      if (button && (!button.isConnected || now - Math.max(keptAt, handedOver) >= waitMs))
        kept = null;
      else if (button && ownedByReact(button) && !button.disabled) {
        kept = null;
        button.click();
      }
      if (!kept && now - handedOver >= waitMs) drop();
      else timer = setTimeout(check, POLL_MS);
    };
    check();
  };

  return { replay, drop };
}

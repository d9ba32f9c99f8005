/**
 * A server-drawn page is on screen before React owns it. A link or a form works without scripts
 * (the browser follows it), but a plain button does nothing until then: on a slow phone the
 * menu pressed (a tap, Enter or Space: each is a click on the button) while the page still loads
 * never opened. Once `hydrateRoot` is called React answers a press itself, hydrating at once
 * when it must, so only the presses before that call are kept here, and the last one is pressed
 * again right after it.
 */
export interface EarlyPress {
  /** Presses again the last button pressed before React took the page over, if still there. */
  replay: () => void;
  /** Forgets it: the page was drawn anew, so that button is gone. */
  drop: () => void;
}

export function keepEarlyPress(container: HTMLElement): EarlyPress {
  let last: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button does something without scripts: the browser sends its form.
    if (button?.type === 'button' && container.contains(button)) last = button;
  };
  container.addEventListener('click', remember, true);
  const drop = () => {
    container.removeEventListener('click', remember, true);
    last = null;
  };
  return {
    replay: () => {
      const button = last;
      drop();
      if (button?.isConnected && !button.disabled) button.click();
    },
    drop,
  };
}

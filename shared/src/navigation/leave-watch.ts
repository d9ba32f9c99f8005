/**
 * The history half of the leave guard (ui/admin/leave-guard): Back and Forward while a form
 * holds unsaved work.
 *
 * The router moves on popstate, and renders the next page within that same event (the shell's
 * router runs without transitions): a listener added later, by the form, would be removed by the
 * form's unmount before it is called. So this one is added before the router exists, when the
 * shell starts (`watchLeaving`), and asks the form that holds the page, if any, what to do.
 *
 * The watcher's state lives in the shell's copy of this module; a remote's copy reaches it by
 * window events, as the side panel's toggle does. So the module is not federation-shared: no
 * request and no bytes of its own on every public page (issue 21's budget).
 */

/** A form holding the page: where it is in history, and how it asks the person. */
export interface LeaveHolder {
  /** The history index of the entry the form is on (react-router's `history.state.idx`). */
  here: () => number | null;
  /** The person stepped `delta` entries away; the step is already undone. */
  ask: (delta: number) => void;
}

const HOLD_EVENT = 'storefront:hold-page';
const RELEASE_EVENT = 'storefront:release-page';
const LEAVE_EVENT = 'storefront:leave-page';

let holder: LeaveHolder | null = null;
/** The watcher's own step back to the form's entry: swallowed, the router never hears of it. */
let undoing = false;
/** The person chose to leave: that step goes to the router. */
let passing = false;
let watching = false;

/** The history entry's index as react-router's BrowserRouter writes it into history.state. */
export function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

function onPop(event: PopStateEvent): void {
  if (passing) {
    passing = false;
    return;
  }
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  const here = holder?.here() ?? null;
  const there = historyIndex(event.state);
  if (!holder || here === null || there === null || there === here) return;
  event.stopImmediatePropagation();
  const delta = there - here;
  undoing = true;
  window.history.go(-delta);
  holder.ask(delta);
}

const detailOf = <T>(event: Event) => (event as CustomEvent<T>).detail;

/** Called once by the shell before its router: every popstate passes here first. */
export function watchLeaving(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('popstate', onPop, true);
  window.addEventListener(HOLD_EVENT, (event) => {
    holder = detailOf<LeaveHolder>(event);
  });
  window.addEventListener(RELEASE_EVENT, (event) => {
    if (holder === detailOf<LeaveHolder>(event)) holder = null;
  });
  window.addEventListener(LEAVE_EVENT, (event) => {
    passing = true;
    window.history.go(detailOf<number>(event));
  });
}

/** The form holds the page until the returned function lets it go. */
export function holdPage(next: LeaveHolder): () => void {
  window.dispatchEvent(new CustomEvent(HOLD_EVENT, { detail: next }));
  return () => window.dispatchEvent(new CustomEvent(RELEASE_EVENT, { detail: next }));
}

/** The person chose to leave through history: the step they took, taken again. */
export function leaveThroughHistory(delta: number): void {
  window.dispatchEvent(new CustomEvent(LEAVE_EVENT, { detail: delta }));
}

import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Where the person was going when the guard held them: a link's address, or a history step. */
type Leave = { to: string } | { delta: number };

/** The history entry's index as react-router's BrowserRouter writes it into history.state. */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** A plain left click on a link to another page of this origin, opened here. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site is left through the browser's own question (beforeunload).
  if (url.origin !== window.location.origin) return null;
  const address = url.pathname + url.search;
  if (address === window.location.pathname + window.location.search) return null;
  return address + url.hash;
}

/**
 * Unsaved work asks before it is lost, on every way out (issue 23): a link anywhere on the page
 * (the shell's menu, the header, a row), Back and Forward, a reload or a closed tab. The shell's
 * router has no blocking (a data router would add its code to every public page's first load,
 * issue 21), so the guard listens before it: a link's click in the capture phase, and the
 * history step, which it undoes at once and replays only when the person chooses to leave.
 * Answers the dialog to render; the form calls it with whether anything is unsaved.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useSharedTranslation();
  const navigate = useNavigate();
  const [leave, setLeave] = useState<Leave | null>(null);
  /** The history entry the form is on, as the router last moved to it. */
  const here = useRef<number | null>(null);
  /** The guard's own step back to `here`: swallowed, the router never hears of it. */
  const undoing = useRef(false);
  /** The person chose to leave through history: that step goes to the router. */
  const leaving = useRef(false);

  // Read again whenever the router moves (the entry's index is in history.state, not in it).
  const { key } = useLocation();
  useEffect(() => {
    here.current = key ? indexOf(window.history.state) : null;
  }, [key]);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      // Before React's own listener on its root: the link's navigate() never runs.
      event.preventDefault();
      event.stopPropagation();
      setLeave({ to });
    };
    const onPop = (event: PopStateEvent) => {
      const there = indexOf(event.state);
      if (leaving.current) {
        leaving.current = false;
        return;
      }
      if (undoing.current) {
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (here.current === null || there === null || there === here.current) return;
      // Registered for the capture phase on window, it runs before the router's listener.
      event.stopImmediatePropagation();
      const delta = there - here.current;
      undoing.current = true;
      window.history.go(-delta);
      setLeave({ delta });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const go = () => {
    if (!leave) return;
    setLeave(null);
    if ('to' in leave) {
      navigate(leave.to);
    } else {
      // The step the person took, taken again with the router listening.
      leaving.current = true;
      window.history.go(leave.delta);
    }
  };

  return (
    <ConfirmDialog
      open={dirty && leave !== null}
      title={t('leave.title')}
      text={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      keepLabel={t('leave.stay')}
      onConfirm={go}
      onCancel={() => setLeave(null)}
    />
  );
}

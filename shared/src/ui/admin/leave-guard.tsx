import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import {
  historyIndex,
  holdPage,
  leaveThroughHistory,
} from '@storefront/shared/navigation/leave-watch';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Where the person was going when the guard held them: a link's address, or a history step. */
type Leave = { to: string } | { delta: number };

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
 * history step through the shell's watcher (navigation/leave-watch), which undoes it at once;
 * either is replayed only when the person chooses to leave.
 * Answers the dialog to render; the form calls it with whether anything is unsaved.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useSharedTranslation();
  const navigate = useNavigate();
  const [leave, setLeave] = useState<Leave | null>(null);
  /** The history entry the form is on, as the router last moved to it. */
  const here = useRef<number | null>(null);
  // Read again whenever the router moves (the entry's index is in history.state, not in it).
  const { key } = useLocation();
  useEffect(() => {
    here.current = key ? historyIndex(window.history.state) : null;
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
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdPage({ here: () => here.current, ask: (delta) => setLeave({ delta }) });
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty]);

  const go = () => {
    if (!leave) return;
    setLeave(null);
    if ('to' in leave) {
      navigate(leave.to);
    } else {
      leaveThroughHistory(leave.delta);
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

import { LANGUAGE_KEY } from '@storefront/shared/i18n/language';

/** Spec section 3, client storage; section 9: interval. */
export const BOOT_ID_KEY = 'boot_id';
export const BOOT_CHECK_INTERVAL_MS = 5_000;

export interface BootWatcherOptions {
  fetchBootId: () => Promise<string>;
  reload: () => void;
  intervalMs?: number;
  isVisible?: () => boolean;
}

/**
 * Everything the previous server run may have left in the browser. The visitor's language is
 * theirs, not the server's: it is kept, so a redeploy never switches an English page to Russian.
 */
export async function clearClientState(): Promise<void> {
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(LANGUAGE_KEY, language);
  sessionStorage.clear();
  // Cache Storage exists only in secure contexts; plain-http hosts have no `caches`.
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Some browsers refuse Cache Storage in private windows; the reload still helps.
  }
}

const pageVisible = () => document.visibilityState === 'visible';

/**
 * Spec section 4, backend restart watcher: remembers the server's boot id and, when a later
 * answer differs, drops the client state and reloads. A failed check proves nothing (the server
 * may be restarting right now), so it is ignored. Returns the function that stops watching.
 */
export function startBootWatcher({
  fetchBootId,
  reload,
  intervalMs = BOOT_CHECK_INTERVAL_MS,
  isVisible = pageVisible,
}: BootWatcherOptions): () => void {
  let stopped = false;
  let checking = false;

  async function check(): Promise<void> {
    if (stopped || checking || !isVisible()) return;
    checking = true;
    try {
      const bootId = await fetchBootId();
      if (stopped) return;
      const known = localStorage.getItem(BOOT_ID_KEY);
      if (!known) {
        localStorage.setItem(BOOT_ID_KEY, bootId);
      } else if (known !== bootId) {
        stop();
        await clearClientState();
        reload();
      }
    } catch {
      // Ignored on purpose: see above.
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(check, intervalMs);
  // A tab coming back to the front checks at once instead of waiting for the next tick.
  const onVisibility = () => void check();
  document.addEventListener('visibilitychange', onVisibility);
  void check();

  function stop(): void {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}

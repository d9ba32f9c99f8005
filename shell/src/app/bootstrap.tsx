import { changeLanguage } from '@storefront/shared/i18n';
import { isLanguage, LANGUAGE_KEY } from '@storefront/shared/i18n/language';
import { watchLeaving } from '@storefront/shared/navigation/leave-watch';
import { readServerState, type ServerState } from '@storefront/shared/ssr/server-state';
import { useThemeStore } from '@storefront/shared/theme';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app';
import type { EarlyPress } from './early-press';
import { startShell } from './start-shell';

const rootOptions: RootOptions = {
  // A boundary already shows these (a remote that is down or crashed): they are handled, so
  // a warning with the component stack, not React's default console.error.
  onCaughtError: (error, info) => {
    console.warn('[shell] shown by an error boundary:', error, info.componentStack);
  },
};

/**
 * The server renders every public page as a guest, in the visitor's theme (its cookie) and
 * language (issue 21). A page is hydrated when the browser's first render draws that same
 * markup: a signed-in visitor's too, since the session store starts as the guest the server
 * drew and each reader catches up with the session right after (shared/auth/auth-store.ts). A
 * visitor whose theme or language the server did not know yet sees other markup, so their page
 * is rendered anew over the server's (which still painted at once) instead of hydrated into a
 * mismatch.
 */
function sameAsServer(state: ServerState | null): state is ServerState {
  if (!state || !isLanguage(state.language)) return false;
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage blocked: no choice was made here.
  }
  // A language chosen here before the server knew it (no cookie yet) is kept, not overridden.
  const sameLanguage = !isLanguage(chosen) || chosen === state.language;
  return sameLanguage && useThemeStore.getState().mode === state.theme;
}

/**
 * The server rendered the address with the city it settled on (`?city=`, from the cookie or the
 * first city on sale): the browser's address takes it before the first render, as the storefront
 * would write it anyway, so both read the same city. Only ever a query added to the same path.
 */
function adoptRenderedUrl(state: ServerState): void {
  const rendered = new URL(state.url, window.location.origin);
  if (rendered.pathname !== window.location.pathname) return;
  if (rendered.search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${state.url}${window.location.hash}`);
}

/**
 * Hydrates the server's page, or renders anew. `earlyPress` holds the presses made on the
 * server's page since the first script ran (index.ts), pressed again once React owns them.
 */
export async function start(container: HTMLElement, earlyPress: EarlyPress) {
  // Before the router listens: a form with unsaved work hears of Back and Forward first.
  watchLeaving();
  const state = readServerState();
  if (sameAsServer(state) && container.firstElementChild) {
    try {
      adoptRenderedUrl(state);
      // The server's language, and the texts and remotes of the start-up, before the first render.
      if (isLanguage(state.language)) await changeLanguage(state.language);
      await startShell();
      // In a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (on a slow phone, over a second of a page
      // that looks ready and does not answer a tap); the server's markup is on screen meanwhile.
      startTransition(() => {
        hydrateRoot(container, <App serverState={state} />, rootOptions);
      });
      earlyPress.replay();
      return;
    } catch (error) {
      earlyPress.drop();
      // The start-up page says what failed and offers to try again.
      console.error('[shell] start-up before hydration failed', error);
    }
  }
  earlyPress.drop();
  createRoot(container, rootOptions).render(<App />);
}

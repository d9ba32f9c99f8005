import { clearReferralCode } from '@storefront/shared/referral';
import { SERVER_STATE_ELEMENT_ID } from '@storefront/shared/ssr/server-state';
import { useLayoutEffect, useReducer } from 'react';
import { create } from 'zustand';
import type { CurrentUser } from '../contract/users';
import { getCurrentUser } from './get-current-user';
import { readToken, removeToken, TOKEN_KEY, writeToken } from './token-storage';

export { TOKEN_KEY } from './token-storage';

/** 'loading' until the stored token has been checked against the server (spec section 4). */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: CurrentUser | null;
  /** Checks the stored token once at start and follows other tabs' sign-ins and sign-outs. */
  start: () => Promise<void>;
  /** Stores a fresh token, forgets the referral code and loads the user it belongs to. */
  signIn: (token: string) => Promise<CurrentUser>;
  signOut: () => void;
  /** Re-reads the current user, e.g. after the user changed their own settings. */
  reloadUser: () => Promise<void>;
}

const anonymous = { status: 'anonymous', token: null, user: null } as const;

/**
 * The state React hydrates a server-drawn page with (it reads a store's initial state there, its
 * server snapshot). The server draws every public page as a guest, the header's sign-in button
 * included, so on such a page the store starts as a guest even with a token stored: the page is
 * hydrated as it was drawn, and the session being restored reaches each reader right after
 * (`useAuthStore`'s catch-up). Elsewhere, with no token there is nothing to check: a guest from
 * the first render; with one, 'loading' until it has been checked.
 */
function initialStatus(): AuthStatus {
  if (typeof localStorage === 'undefined') return 'anonymous';
  if (typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ELEMENT_ID)) {
    return 'anonymous';
  }
  return readToken() ? 'loading' : 'anonymous';
}

/**
 * The one session store of the product. `shared` is a federation singleton, so the shell and
 * every remote read and write this same instance.
 */
const authStore = create<AuthState>()((set, get) => {
  async function loadUser(token: string): Promise<CurrentUser> {
    try {
      const user = await getCurrentUser();
      // A newer sign-in or sign-out may have happened while this request was in flight.
      if (readToken() === token) set({ status: 'authenticated', token, user });
      return user;
    } catch (error) {
      if (readToken() === token) {
        removeToken();
        set(anonymous);
      }
      throw error;
    }
  }

  function followOtherTabs(event: StorageEvent): void {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (!token) set(anonymous);
    else if (token !== get().token) loadUser(token).catch(() => undefined);
  }

  let started = false;

  return {
    status: initialStatus(),
    token: null,
    user: null,
    start: async () => {
      if (started) return;
      started = true;
      window.addEventListener('storage', followOtherTabs);
      const token = readToken();
      if (!token) return set(anonymous);
      set({ status: 'loading', token });
      await loadUser(token).catch(() => undefined);
    },
    signIn: async (token) => {
      writeToken(token);
      clearReferralCode();
      set({ token });
      return loadUser(token);
    },
    signOut: () => {
      removeToken();
      set(anonymous);
    },
    reloadUser: async () => {
      const { token } = get();
      if (token) await loadUser(token);
    },
  };
});

/**
 * Reads the session (`useAuthStore((state) => state.status)`), and is the store itself
 * (`useAuthStore.getState()`, `setState`, `subscribe`).
 *
 * A part of a server-drawn page is hydrated with the store's initial state (a guest), while the
 * session may already be 'loading' or signed in. React subscribes a reader to the store only in
 * its passive effects, after the hydrated part has become live: in between, a signed-in
 * visitor's tap reached the guest's handlers ('Купить' sent them to sign in). So a reader whose
 * value has moved on catches up in a layout effect: an update made there is rendered
 * synchronously at the end of the same commit, before the browser handles any input.
 */
function useSession<T>(selector: (state: AuthState) => T): T {
  const value = authStore(selector);
  const [, catchUp] = useReducer((renders: number) => renders + 1, 0);
  // Only after the first commit: later changes arrive through the subscription.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, on purpose
  useLayoutEffect(() => {
    if (!Object.is(selector(authStore.getState()), value)) catchUp();
  }, []);
  return value;
}

export const useAuthStore = Object.assign(useSession, authStore);

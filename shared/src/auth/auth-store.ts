import { clearReferralCode } from '@storefront/shared/referral';
import { create } from 'zustand';
import type { CurrentUser } from '../dto/index';
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
 * With no token stored there is nothing to check: a guest from the first render. The server's
 * render (no storage there) draws that same guest page, the header's sign-in button included,
 * so a guest's page is hydrated as it was drawn; starting at 'loading' made React draw the
 * header again, synchronously, the moment it had been taken over (issue 21).
 */
function initialStatus(): AuthStatus {
  if (typeof localStorage === 'undefined') return 'anonymous';
  return readToken() ? 'loading' : 'anonymous';
}

/**
 * The one session store of the product. `shared` is a federation singleton, so the shell and
 * every remote read and write this same instance.
 */
export const useAuthStore = create<AuthState>()((set, get) => {
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

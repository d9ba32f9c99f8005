import { configureApiBase } from '../api-client/api-client';
import type { CurrentUser } from '../contract/users';
import { makeUser } from '../testing/fixtures';
import { jsonResponse } from '../testing/render';
import { useAuthStore } from './auth-store';

const me: CurrentUser = makeUser({ id: 1 });

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiBase('/api/v1');
});

beforeEach(() => {
  fetchMock.mockReset();
  useAuthStore.setState({ status: 'loading', token: null, user: null });
});

describe('auth store', () => {
  it('signs in: stores the token, forgets the referral code, loads the user', async () => {
    localStorage.setItem('referral_code', 'ABC');
    fetchMock.mockResolvedValue(jsonResponse(200, me));
    await useAuthStore.getState().signIn('tok');
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('referral_code')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: me });
  });

  it('drops a stored token the server refuses at start', async () => {
    localStorage.setItem('access_token', 'stale');
    fetchMock.mockResolvedValue(jsonResponse(500, { detail: 'boom' }));
    await useAuthStore.getState().start();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('signs out', () => {
    localStorage.setItem('access_token', 'tok');
    useAuthStore.setState({ status: 'authenticated', token: 'tok', user: me });
    useAuthStore.getState().signOut();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null });
  });
});

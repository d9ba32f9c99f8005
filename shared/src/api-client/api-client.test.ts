import { untilAborted } from '@storefront/shared/testing/stub-api';
import { jsonResponse } from '../testing/render';
import {
  apiRequest,
  buildUrl,
  configureApiBase,
  healthUrl,
  REQUEST_TIMEOUT_MS,
  sessionRedirect,
  TIMEOUT_DETAIL,
  UNAVAILABLE_DETAIL,
} from './api-client';
import type { ApiError } from './api-error';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
let toLogin: jest.SpyInstance;

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  configureApiBase('/api/v1');
  window.history.pushState({}, '', '/user/settings');
  fetchMock.mockReset();
  toLogin = jest.spyOn(sessionRedirect, 'toLogin').mockImplementation(() => {});
});

function failWith(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => Promise.reject(new Error('expected the call to fail')),
    (error: ApiError) => error,
  );
}

describe('apiRequest', () => {
  it('sends the bearer token and JSON body, and returns the parsed answer', async () => {
    localStorage.setItem('access_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/x');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends form-encoded bodies for the token call', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: 't' }));
    await apiRequest('/auth/token', { method: 'POST', form: { username: 'a b', password: 'p&' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init?.body).toBe('username=a+b&password=p%26');
  });

  it('on 401 removes the token and goes to /login', async () => {
    localStorage.setItem('access_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Could not validate credentials' }));
    const error = await failWith(apiRequest('/auth/me'));
    expect(error.status).toBe(401);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('does not redirect a 401 on the login page', async () => {
    window.history.pushState({}, '', '/login');
    localStorage.setItem('access_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(401, {}));
    await failWith(apiRequest('/auth/me'));
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 from the token call itself', async () => {
    localStorage.setItem('access_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Incorrect username or password' }));
    await failWith(apiRequest('/auth/token', { method: 'POST', form: {} }));
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('turns a timeout into 408 with the Russian detail', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(untilAborted);
    const pending = failWith(apiRequest('/slow'));
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    const error = await pending;
    jest.useRealTimers();
    expect(error.status).toBe(408);
    expect(error.message).toBe(TIMEOUT_DETAIL);
  });

  it.each([502, 503, 504])('fills a missing detail of %i with the fallback', async (status) => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status }));
    const error = await failWith(apiRequest('/x'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(UNAVAILABLE_DETAIL);
  });

  it('keeps the server detail of a 503 when there is one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { detail: 'База данных недоступна' }));
    expect((await failWith(apiRequest('/x'))).message).toBe('База данных недоступна');
  });

  it('keeps the code a refusal carries beside its detail', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { detail: 'Недостаточно средств на балансе', code: 'insufficient_funds' }),
    );
    const error = await failWith(apiRequest('/x'));
    expect(error.code).toBe('insufficient_funds');
    expect(error.message).toBe('Недостаточно средств на балансе');
    fetchMock.mockResolvedValue(jsonResponse(400, { detail: 'нет', code: 7 }));
    expect((await failWith(apiRequest('/x'))).code).toBeUndefined();
  });

  it("uses 'HTTP error! status: N' when another error has no detail", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    expect((await failWith(apiRequest('/x'))).message).toBe('HTTP error! status: 500');
  });

  it('keeps validation issues of a 422', async () => {
    const issues = [{ loc: ['body', 'username'], msg: 'слишком коротко', type: 'minLength' }];
    fetchMock.mockResolvedValue(jsonResponse(422, { detail: issues }));
    const error = await failWith(apiRequest('/x'));
    expect(error.validationIssues).toEqual(issues);
    expect(error.message).toBe('HTTP error! status: 422');
  });

  it('reports an unreachable server as unavailable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failWith(apiRequest('/x'));
    expect(error.status).toBe(503);
    expect(error.message).toBe(UNAVAILABLE_DETAIL);
  });
});

describe('urls', () => {
  it('drops empty query values', () => {
    expect(buildUrl('/users', { page: 1, search: '', role: undefined })).toBe(
      '/api/v1/users?page=1',
    );
  });

  it('derives the health path from the API base', () => {
    configureApiBase('https://api.example.test/api/v1/');
    expect(healthUrl()).toBe('https://api.example.test/health');
    configureApiBase('/api/v1');
    expect(healthUrl()).toBe('/health');
  });
});

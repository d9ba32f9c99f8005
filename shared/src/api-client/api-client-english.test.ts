import { changeLanguage } from '@storefront/shared/i18n';
import { untilAborted } from '@storefront/shared/testing/stub-api';
import { jsonResponse } from '../testing/render';
import { apiRequest, REQUEST_TIMEOUT_MS } from './api-client';
import type { ApiError } from './api-error';

// Spec section 8's fallback texts in the language shown. No component has asked for shared's
// English before these calls: the client loads it itself.

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(async () => {
  fetchMock.mockReset();
  await changeLanguage('en');
});

afterEach(async () => {
  await changeLanguage('ru');
});

function failWith(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => Promise.reject(new Error('expected the call to fail')),
    (error: ApiError) => error,
  );
}

it('asks the server for English and fills a missing 503 detail in English', async () => {
  fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
  const error = await failWith(apiRequest('/x'));
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  expect(error.message).toBe('The server is temporarily unavailable. Please try again later.');
  expect(error.detailIsFallback).toBe(true);
});

it("keeps the server's own detail, already in English", async () => {
  fetchMock.mockResolvedValue(jsonResponse(503, { detail: 'The database is unavailable' }));
  expect((await failWith(apiRequest('/x'))).message).toBe('The database is unavailable');
});

it('says a timeout in English', async () => {
  jest.useFakeTimers();
  fetchMock.mockImplementation(untilAborted);
  const pending = failWith(apiRequest('/slow'));
  jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
  jest.useRealTimers();
  const error = await pending;
  expect(error.status).toBe(408);
  expect(error.message).toBe('The server took too long to respond');
});

it('an unreachable server is unavailable, in English', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect((await failWith(apiRequest('/x'))).message).toBe(
    'The server is temporarily unavailable. Please try again later.',
  );
});

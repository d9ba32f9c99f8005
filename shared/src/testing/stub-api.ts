import { jsonResponse } from '@storefront/shared/testing';

// Test-only: imported by *.test.tsx and testing helpers, never by application code, so it never
// reaches a production bundle.

export interface ApiCall {
  method: string;
  /** Path below the API base, e.g. '/admin/users' or '/cities/'. */
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed; a multipart body as the FormData sent. */
  body: unknown;
  headers: Headers;
}

/** 'GET /admin/users' -> the answer; a function gets the call. Unknown calls answer 500. */
export type Routes = Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)>;

const BASE = '/api/v1';

function parse(input: unknown, init: RequestInit | undefined): ApiCall {
  const url = new URL(String(input), 'http://localhost');
  const raw = init?.body;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.slice(BASE.length),
    query: url.searchParams,
    body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    headers: new Headers(init?.headers),
  };
}

/**
 * Replaces fetch with a small router, so a remote's page tests run against the API contract
 * without a server; `calls` lists what the page asked for, in order.
 */
export function stubApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = parse(input, init);
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`];
    if (!answer) return jsonResponse(500, { detail: `not stubbed: ${call.method} ${call.path}` });
    // A Response body can be read once; clone so a route may answer many times.
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return {
    fetchMock,
    calls,
    /** The calls to one method and path. */
    to: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A request that never answers: the page stays in its loading state. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** A fetch that never answers and fails as the browser's does once its signal aborts it. */
export function untilAborted(_input: unknown, init?: RequestInit): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
  });
}

/** A request answered when the test says so. */
export function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { respond: () => promise, answer };
}

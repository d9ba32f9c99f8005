import { jsonResponse } from '@storefront/shared/testing';

export interface ApiCall {
  method: string;
  /** Path below the API base, e.g. '/admin/users'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** 'GET /admin/users' -> the answer; a function gets the call. Unknown calls answer 500. */
export type Routes = Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)>;

const BASE = '/api/v1';

function parse(input: unknown, init: RequestInit | undefined): ApiCall {
  const url = new URL(String(input), 'http://localhost');
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.slice(BASE.length),
    query: url.searchParams,
    body,
  };
}

/** Replaces fetch with a small router; `calls` lists what the page asked for, in order. */
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

// Calls the suite makes: sign-in, JSON calls with a token, and a raw GET that keeps every header
// line as sent (fetch folds repeated headers into one, which would hide a duplicated header).
import assert from 'node:assert/strict';
import { request } from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export const DB_UNAVAILABLE = 'База данных временно недоступна. Попробуйте позже.';

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  assert.equal(res.status, 200, `sign-in of ${username} at ${base}: ${await res.clone().text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One call; never throws on an HTTP status (a network error does throw). */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}

export function detailOf(answer: Answer): unknown {
  return (answer.body as { detail?: unknown } | null)?.detail;
}

export interface RawAnswer {
  status: number;
  /** Lower-case name -> every value sent under it, in order. */
  headers: Map<string, string[]>;
  body: string;
}

/** The one value of a header sent exactly once; fails on a missing or repeated header. */
export function single(answer: RawAnswer, name: string): string {
  const values = answer.headers.get(name) ?? [];
  assert.equal(values.length, 1, `${name} sent ${values.length} times: ${JSON.stringify(values)}`);
  return values[0] ?? '';
}

export function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const byName = new Map<string, string[]>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = (res.rawHeaders[i] ?? '').toLowerCase();
        byName.set(name, [...(byName.get(name) ?? []), res.rawHeaders[i + 1] ?? '']);
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: byName, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

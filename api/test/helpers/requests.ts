/** Small request helpers shared by the route tests. */
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';

let counter = 0;

/** A username no other test in the file uses; digits only after the prefix, so a Cyrillic
 * prefix stays one alphabet (a login mixing Latin and Cyrillic is refused). */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${randomBytes(2).readUInt16BE()}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postToken(app: App, username: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress: ip,
  });
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await postToken(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export function changePassword(app: App, token: string, payload: object, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/change-password',
    headers: bearer(token),
    payload,
    remoteAddress: ip,
  });
}

export function validateCoupon(app: App, token: string, code: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate',
    headers: bearer(token),
    payload: { code, order_amount: 1000 },
    remoteAddress: ip,
  });
}

export function postRegister(app: App, body: Record<string, unknown>, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: body,
    remoteAddress: ip,
  });
}

export async function registerUser(app: App, password = 'secret-pass-1') {
  const username = uniqueName();
  const res = await postRegister(app, { username, password });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return { username, password, id: res.json().id as number };
}

/** Registers a user and signs in: the common start of the authenticated tests. */
export async function signedInUser(app: App) {
  const user = await registerUser(app);
  return { ...user, token: await login(app, user.username, user.password) };
}

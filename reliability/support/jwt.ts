// Tokens made by hand, to show what the API refuses: HS256 signed with the replicas' shared
// JWT_SECRET (so only the claim under test is wrong), `alg: none`, or a forged signature.
import { createHmac } from 'node:crypto';

export interface Claims {
  sub: string | number;
  ver: number;
  typ: string;
  exp: number;
  iat?: number;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(claims: Claims, secret: string): string {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The unsecured form: header `alg: none` and an empty signature. */
export function unsecured(claims: Claims): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export function claimsOf(token: string): Claims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

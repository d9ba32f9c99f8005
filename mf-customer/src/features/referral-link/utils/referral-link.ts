/**
 * Shop-spec 1.3: `${origin}/register?ref=CODE`. The registration page keeps `ref` (spec 2.1) and
 * sends it with the new account.
 */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}

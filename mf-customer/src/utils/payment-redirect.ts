/**
 * Leaving the site for a real gateway's page; tests replace it (jsdom cannot navigate). Shared by
 * the top-up (a new payment) and the payments list (resuming a pending one).
 */
export const gatewayRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export type PaymentTarget = { kind: 'route'; path: string } | { kind: 'gateway'; url: string };

/**
 * Where `confirmation_url` points: a path of this site (the test provider's '/pay/{id}', or a
 * full URL of this origin) is routed inside the single-page app, so the shell and the session
 * stay; an http(s) address elsewhere is a gateway's page, left to with a full navigation.
 * Anything else (javascript:, garbage) is no place to send a customer: null. So is an empty
 * address, a gateway's payment whose page the gateway has not given yet (it would resolve to
 * this site's home page).
 */
export function paymentTarget(url: string, origin = window.location.origin): PaymentTarget | null {
  if (!url.trim()) return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin === origin) {
    return { kind: 'route', path: `${target.pathname}${target.search}${target.hash}` };
  }
  return target.protocol === 'https:' || target.protocol === 'http:'
    ? { kind: 'gateway', url: target.href }
    : null;
}

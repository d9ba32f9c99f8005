/** Spec section 2.1: any page opened with one of these query parameters carries a referral. */
export const REFERRAL_PARAMS = ['ref', 'referral', 'ref_code', 'refcode'] as const;
export const REFERRAL_KEY = 'referral_code';

/** Stores the referral code found in a query string; returns it, or null when there is none. */
export function captureReferralCode(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of REFERRAL_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) {
      localStorage.setItem(REFERRAL_KEY, value);
      return value;
    }
  }
  return null;
}

export function readReferralCode(): string | null {
  return localStorage.getItem(REFERRAL_KEY);
}

export function clearReferralCode(): void {
  localStorage.removeItem(REFERRAL_KEY);
}

import { TOPUP_LIMITS } from '@storefront/shared/limits';
import { type Kopecks, tryParseMoney } from '@storefront/shared/money';

/** The range a top-up may take, in kopecks. */
export interface TopUpRange {
  min: Kopecks;
  max: Kopecks;
}

/** Shop-spec 4's widest range: what the form checks until the shop's settings are known. */
export const DEFAULT_TOPUP_RANGE: TopUpRange = {
  min: TOPUP_LIMITS.min * 100,
  max: TOPUP_LIMITS.max * 100,
};

export type TopUpProblem = 'empty' | 'invalid' | 'min' | 'max';

export type TopUpCheck =
  | { kopecks: Kopecks; problem: null }
  | { kopecks: null; problem: TopUpProblem };

/**
 * The server's rule mirrored (two decimals at most, within the range the shop's settings set,
 * itself within shop-spec 4's 100 to 100 000 ₽), so an amount the server would refuse is not
 * sent. The server still decides (settings saved since this page loaded): its refusal is
 * shown under the field.
 */
export function checkTopUp(text: string, range: TopUpRange = DEFAULT_TOPUP_RANGE): TopUpCheck {
  if (!text.trim()) return { kopecks: null, problem: 'empty' };
  const kopecks = tryParseMoney(text);
  if (kopecks === null) return { kopecks: null, problem: 'invalid' };
  if (kopecks < range.min) return { kopecks: null, problem: 'min' };
  if (kopecks > range.max) return { kopecks: null, problem: 'max' };
  return { kopecks, problem: null };
}

import { TOPUP_LIMITS } from '@storefront/shared/dto/shop';
import { type Kopecks, tryParseMoney } from '@storefront/shared/money';

export const TOPUP_MIN_KOPECKS: Kopecks = TOPUP_LIMITS.min * 100;
export const TOPUP_MAX_KOPECKS: Kopecks = TOPUP_LIMITS.max * 100;

export type TopUpProblem = 'empty' | 'invalid' | 'min' | 'max';

export type TopUpCheck =
  | { kopecks: Kopecks; problem: null }
  | { kopecks: null; problem: TopUpProblem };

/**
 * The server's rule mirrored (shop-spec 1.3 and 4: 100 to 100 000 ₽, two decimals at most), so
 * an amount the server would refuse is not sent. The server still decides: the shop's settings
 * may narrow the range, and its refusal is shown under the field.
 */
export function checkTopUp(text: string): TopUpCheck {
  if (!text.trim()) return { kopecks: null, problem: 'empty' };
  const kopecks = tryParseMoney(text);
  if (kopecks === null) return { kopecks: null, problem: 'invalid' };
  if (kopecks < TOPUP_MIN_KOPECKS) return { kopecks: null, problem: 'min' };
  if (kopecks > TOPUP_MAX_KOPECKS) return { kopecks: null, problem: 'max' };
  return { kopecks, problem: null };
}

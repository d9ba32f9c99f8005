// Amounts typed into the back-office (issue 20, point 10): a native number input misread a
// decimal comma ('250,50' became 25050) and drops '1 490,50' before the page sees it, so money
// is typed as text and read by the shop's one money parser, as the price and top-up fields do.
import { kopecksToRoubles, tryParseMoney } from '@storefront/shared/money';

/**
 * A typed amount in roubles ('1 490,50', '1490.50', '250,5'), exact to the kopeck, for the
 * coupon and referral calls that take roubles as a JSON number: null for an empty field, NaN
 * for what is not an amount (letters, three decimals). A minus is read, for the caller's rule.
 */
export function parseRoublesInput(text: string): number | null {
  if (!text.trim()) return null;
  const kopecks = tryParseMoney(text);
  return kopecks === null ? Number.NaN : kopecksToRoubles(kopecks);
}

/**
 * A typed percentage or count ('12,5', '10'): any decimals, a comma or a point. Percentages keep
 * their own rule (0 to 100, checked by the caller), not money's two decimals. null for an empty
 * field, NaN for what is not a number.
 */
export function parseDecimalInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

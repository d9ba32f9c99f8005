import { formatNumber } from '@storefront/shared/format/number';

/**
 * The values of a 'not more than N characters' message: `count` picks the plural form (Russian
 * 'символа' or 'символов'), `max` is the limit as the chosen locale writes it.
 */
export function maxLength(max: number): { count: number; max: string } {
  return { count: max, max: formatNumber(max) };
}

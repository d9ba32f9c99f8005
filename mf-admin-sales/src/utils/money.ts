import { type Kopecks, type MoneyString, tryParseMoney } from '@storefront/shared/money';

/** Kopecks of an amount that may be absent or malformed: 0 then (a discount not given). */
export function kopecksOf(amount: MoneyString | null | undefined): Kopecks {
  return tryParseMoney(amount ?? '') ?? 0;
}

const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});

/** '0 ₽': whole roubles in the Russian format (with its non-breaking space). */
export function formatBalance(amount: number): string {
  return rubles.format(amount);
}

/** Spec 2.4 / 9: the header shows a fixed balance until the API has one. */
export const DEFAULT_BALANCE = 0;

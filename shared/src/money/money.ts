/**
 * Money in code is an integer number of kopecks; on the wire and in the database it is a decimal
 * with two places. JSON numbers are binary floats (0.1 + 0.2), so the shop's amounts travel as
 * strings, "1500.00", and are turned into kopecks here, on both sides, without ever passing
 * through a float. 10 000 000 ₽ × 10 units is 10^10 kopecks, far inside Number's exact integers.
 */

/** An integer number of kopecks. */
export type Kopecks = number;

/** What the shop's calls send and answer: "1500.00", "-250.50", "0.00". */
export type MoneyString = string;

/** Two decimals at most, an optional minus, no exponent, no spaces: what `parseMoney` accepts. */
export const MONEY_PATTERN = '^-?(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$';
const MONEY_RE = new RegExp(MONEY_PATTERN);

/** "1500.5" → 150050; throws on anything else than MONEY_PATTERN. */
export function parseMoney(text: MoneyString): Kopecks {
  if (!MONEY_RE.test(text)) throw new RangeError(`not an amount: ${JSON.stringify(text)}`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && kopecks !== 0 ? -kopecks : kopecks;
}

/** `parseMoney`, or null for text that is not an amount (user input). Commas count as points. */
export function tryParseMoney(text: string): Kopecks | null {
  const normalized = text.trim().replace(/\s+/g, '').replace(',', '.');
  return MONEY_RE.test(normalized) ? parseMoney(normalized) : null;
}

/** 150050 → "1500.50". */
export function formatMoney(kopecks: Kopecks): MoneyString {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`not kopecks: ${kopecks}`);
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A legacy amount held as a JSON number in roubles with at most two decimals (the coupon
 * calls): its exact kopecks. 19.99 * 100 is 1998.9999999999998 in binary, hence the rounding.
 */
export function roublesToKopecks(roubles: number): Kopecks {
  return Math.round(roubles * 100);
}

/** Kopecks as a number of roubles, for Intl formatting only (never for arithmetic). */
export function kopecksToRoubles(kopecks: Kopecks): number {
  return kopecks / 100;
}

/**
 * `amount × numerator / denominator`, rounded half up to the kopeck (shop-spec 4), in integers:
 * a percentage of 12.5 % is `percentOf(amount, 1250, 10000)`. Amounts here are never negative.
 */
export function mulDivHalfUp(amount: Kopecks, numerator: number, denominator: number): Kopecks {
  return Math.floor((amount * numerator * 2 + denominator) / (2 * denominator));
}

// POST /api/v1/orders as autocannon sends it: request n is customer n and (product, district)
// pair n, each in turn, quantity 1, with the coupon code when one is given, confirming the total
// the product page would show (issue 20: `expected_total`; the seeded shop has no automatic
// discounts, so it is the price less the coupon's percentage, rounded half up as priceOrder does).
import type autocannon from 'autocannon';

export interface Pair {
  id: number;
  district_id: number;
  /** The price, "1500.00". */
  price: string;
}

/** The total of one unit at `price` with `percentOff` taken off, "1350.00". */
export function expectedTotal(price: string, percentOff = 0): string {
  const kopecks = Math.round(Number(price) * 100);
  const total = kopecks - Math.round((kopecks * percentOff) / 100);
  return `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

export function orderRequest(
  tokens: string[],
  pairs: Pair[],
  code = '',
  percentOff = 0,
): autocannon.Request {
  let n = 0;
  return {
    method: 'POST',
    path: '/api/v1/orders',
    setupRequest: (request) => {
      n += 1;
      const pair = pairs[n % pairs.length] as Pair;
      const order = {
        product_id: pair.id,
        district_id: pair.district_id,
        quantity: 1,
        expected_total: expectedTotal(pair.price, code ? percentOff : 0),
      };
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[n % tokens.length]}`,
        },
        body: JSON.stringify(code ? { ...order, coupon_code: code } : order),
      };
    },
  };
}

// POST /api/v1/orders as autocannon sends it: request n is customer n and (product, district)
// pair n, each in turn, quantity 1, with the coupon code when one is given.
import type autocannon from 'autocannon';

export interface Pair {
  id: number;
  district_id: number;
}

export function orderRequest(tokens: string[], pairs: Pair[], code = ''): autocannon.Request {
  let n = 0;
  return {
    method: 'POST',
    path: '/api/v1/orders',
    setupRequest: (request) => {
      n += 1;
      const pair = pairs[n % pairs.length] as Pair;
      const order = { product_id: pair.id, district_id: pair.district_id, quantity: 1 };
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

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { type AutoDiscountRule, priceOrder } from '@storefront/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';
import {
  cardPrice,
  cardPriceKopecks,
} from '../../../../src/plugins/app/storefront/catalogue-prices.ts';
import { useApp } from '../../../helpers/app.ts';
import { rows } from '../../../helpers/database-state.ts';
import { backends } from '../../../helpers/databases.ts';

/** mulberry32: a small deterministic generator, the same cases on every run and backend. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

const money = (kopecks: number) => formatMoney(kopecks);

/** Prices and rules where rounding, caps and the choice of the larger rule matter. */
function cases(count: number) {
  const next = random(21);
  return Array.from({ length: count }, () => {
    const odd = 2 * next(next(2) ? 100 : 1_000_000) + 1;
    // Some prices where 12.5 % or 0.5 % lands on an exact half kopeck.
    const price = [1 + next(1_000), 1 + next(1_000_000_000), odd * 4, odd * 100][next(4)] ?? 1;
    const rules: AutoDiscountRule[] = Array.from({ length: next(4) }, (_, i) => {
      const percentage = next(2) === 1;
      const value = percentage
        ? [50, 1_250, 3_333, 9_999, 10_000, 1 + next(10_000)][next(6)]
        : [1, 5_000, 15_000, price, price + 1, 1 + next(price * 2)][next(6)];
      return {
        id: i + 1,
        name: `r${i}`,
        discount_type: percentage ? 'percentage' : 'fixed',
        value: money(value ?? 1),
      };
    });
    return { price: money(price), rules };
  });
}

/** The rules as the `live` CTE the statement reads, every one for all products. */
function live(rules: AutoDiscountRule[]): SQL {
  if (rules.length === 0) {
    return sql`SELECT 0 AS id, 'percentage'::coupon_type AS discount_type, 0::numeric AS value,
      false AS all_products WHERE false`;
  }
  const values = rules.map(
    (r) => sql`(${r.id}::int, ${r.discount_type}::coupon_type, ${r.value}::numeric, true)`,
  );
  return sql`SELECT * FROM (VALUES ${sql.join(values, sql`, `)})
    AS d(id, discount_type, value, all_products)`;
}

for (const backend of backends()) {
  describe(`the card price in SQL is priceOrder's [${backend}]`, () => {
    const ctx = useApp(backend);

    it('gives the same kopecks as priceOrder for one unit, for 300 prices and rule sets', async () => {
      let halves = 0;
      let mixed = 0;
      for (const { price, rules } of cases(300)) {
        const [row] = await rows<{ kopecks: string }>(
          ctx.app,
          sql`WITH live AS (${live(rules)})
            SELECT (${cardPriceKopecks(sql`0`, sql`${price}::numeric(12,2)`)})::text AS kopecks`,
        );
        const expected = priceOrder({
          unitPrice: parseMoney(price),
          quantity: 1,
          discounts: rules,
        });
        assert.equal(Number(row?.kopecks), expected.total, `${price} ${JSON.stringify(rules)}`);
        assert.equal(cardPrice(price, rules).price, formatMoney(expected.total));
        if (expected.discount && rules.length > 1) mixed += 1;
        const best = rules.find((r) => r.id === expected.discount?.id);
        if (
          best?.discount_type === 'percentage' &&
          (parseMoney(price) * parseMoney(best.value)) % 10_000 === 5_000
        )
          halves += 1;
      }
      // The cases reach what they are for: exact halves and a choice between rules.
      assert.ok(halves >= 3 && mixed >= 50, `halves ${halves}, mixed ${mixed}`);
    });
  });
}

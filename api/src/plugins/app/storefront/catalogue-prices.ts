/**
 * The catalogue card's price (issue 21): the list price less the best automatic discount for ONE
 * unit in the city, and the catalogue's orders. The card's figure itself is `priceOrder`'s
 * (shared/pricing), from the rules the statement hands back for the page's products, so a card,
 * the product page and the purchase price alike. Sorting by that price across pages needs it for
 * every listed product before the page is cut, so the statement also computes it in SQL:
 * `cardPriceKopecks` is priceOrder's arithmetic for one unit written out (a percentage takes
 * mulDivHalfUp(price, percent, 100 %) = floor(price × percent + ½) kopecks, clamped to 0–100 %; a
 * fixed one at most the price; the largest applies), and a test holds the two to the same
 * figures and order. Kopecks are exact numerics on both sides: numeric(12,2) × numeric(12,2).
 */
import { type CatalogueSort, DEFAULT_CATALOGUE_SORT } from '@storefront/shared/contract/values';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { type AutoDiscountRule, priceOrder } from '@storefront/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';

/** Discounts `d` valid now for a city (no city: the ones for every city), as the page reads them. */
export const liveDiscounts = (cityId: number | undefined): SQL => {
  const city =
    cityId === undefined
      ? sql`d.city_id IS NULL`
      : sql`(d.city_id IS NULL OR d.city_id = ${cityId})`;
  return sql`d.is_active AND d.valid_from <= now()
    AND (d.valid_until IS NULL OR d.valid_until > now()) AND ${city}`;
};

/** Discounts of `live` (a CTE of discounts `d`) that apply to the product `id`. */
const appliesTo = (id: SQL) => sql`(d.all_products OR EXISTS (SELECT 1 FROM discount_products dp
  WHERE dp.discount_id = d.id AND dp.product_id = ${id}))`;

/** The rules of `live` for product `id`, as priceOrder takes them (JSON, by id). */
export const discountsJson = (id: SQL) => sql`(SELECT coalesce(json_agg(json_build_object(
    'id', d.id, 'name', d.name, 'discount_type', d.discount_type, 'value', d.value::text)
    ORDER BY d.id), '[]'::json)
  FROM live d WHERE ${appliesTo(id)})`;

/** One unit of product `id` priced `price` (numeric roubles) after the best rule of `live`, kopecks. */
export const cardPriceKopecks = (id: SQL, price: SQL) => sql`(${price} * 100 - (SELECT coalesce(max(
    CASE WHEN d.discount_type = 'percentage'
      THEN floor(${price} * least(greatest(d.value, 0), 100) + 0.5)
      ELSE least(greatest(d.value, 0) * 100, ${price} * 100) END), 0)
  FROM live d WHERE ${appliesTo(id)}))`;

/**
 * The next moment a discount for the city starts or ends (epoch ms; null: none ahead): a
 * catalogue page is kept no longer, as a product page is kept no longer than its own discounts.
 */
export const nextDiscountChange = (cityId: number | undefined) => {
  const city =
    cityId === undefined
      ? sql`d.city_id IS NULL`
      : sql`(d.city_id IS NULL OR d.city_id = ${cityId})`;
  return sql`(SELECT (extract(epoch FROM min(CASE WHEN d.valid_from > now() THEN d.valid_from
      ELSE d.valid_until END)) * 1000)::float8
    FROM discounts d WHERE d.is_active AND (d.valid_until IS NULL OR d.valid_until > now())
      AND ${city})`;
};

/** The card's price and the struck-through list price, as priceOrder prices one unit. */
export function cardPrice(listPrice: string, discounts: readonly AutoDiscountRule[]) {
  const summary = priceOrder({ unitPrice: parseMoney(listPrice), quantity: 1, discounts });
  const lowered = summary.total < summary.subtotal;
  return {
    price: formatMoney(summary.total),
    price_before_discount: lowered ? formatMoney(summary.subtotal) : null,
  };
}

/**
 * The listed columns each order needs (beside `id` and `name`), computed from products `p`,
 * ratings `r` and the discounts CTE `live`, and the ORDER BY over a relation `alias` holding them.
 * Ties fall back to the name, then the id, so pages never overlap.
 */
export function catalogueOrder(sort: CatalogueSort = DEFAULT_CATALOGUE_SORT) {
  const tail = (a: string) => `${a}.name COLLATE "ru", ${a}.id`;
  switch (sort) {
    case 'new':
      return {
        columns: sql`, p.created_at AS sort_key`,
        orderBy: (a: string) => sql.raw(`ORDER BY ${a}.sort_key DESC, ${tail(a)}`),
      };
    case 'price_asc':
    case 'price_desc':
      return {
        columns: sql`, ${cardPriceKopecks(sql`p.id`, sql`p.price`)} AS sort_key`,
        orderBy: (a: string) =>
          sql.raw(`ORDER BY ${a}.sort_key ${sort === 'price_asc' ? 'ASC' : 'DESC'}, ${tail(a)}`),
      };
    case 'rating':
      // The shown figure (one decimal, half up: averageRating) orders, so equal stars go by name.
      return {
        columns: sql`, (SELECT round(r.rating_sum * 10.0 / r.published_count)
            FROM product_ratings r WHERE r.product_id = p.id AND r.published_count > 0) AS sort_key`,
        orderBy: (a: string) => sql.raw(`ORDER BY ${a}.sort_key DESC NULLS LAST, ${tail(a)}`),
      };
    default:
      return { columns: sql``, orderBy: (a: string) => sql.raw(`ORDER BY ${tail(a)}`) };
  }
}

/**
 * The public catalogue's reads (shop-spec 1.2): only active cities and districts, only active
 * and priced products. A product is listed in a city when one of its districts holds it or
 * held it once (a stock row exists); `in_stock` says whether any holds some now. The queries of
 * the catalogue repository; each takes the database first: bench/ runs them on a fake one.
 */

import type { PublicCoupon } from '@storefront/shared/contract/shop';
import { fileUrl } from '@storefront/shared/contract/uploads';
import type { CatalogueSort } from '@storefront/shared/contract/values';
import type { AutoDiscountRule } from '@storefront/shared/pricing';
import { sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { districtsJson } from '../../../db/sql/stocked-districts.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { applicableDiscounts } from '../discounts/discounts-repository.ts';
import {
  cardPrice,
  catalogueOrder,
  discountsJson,
  liveDiscounts,
  nextDiscountChange,
} from './catalogue-prices.ts';

/**
 * The active cities in Russian order, each with how many products are on sale there now
 * (active, priced, quantity > 0 in an active district of it): ONE grouped statement, answered
 * from the shop cache and dropped with it (and by a stock row crossing zero, shop-cache.ts).
 */
export const shopCities = (db: Db) =>
  rowsOf<{ id: number; name: string; on_sale: number }>(
    db.execute(sql`SELECT c.id, c.name, coalesce(o.n, 0)::int AS on_sale
      FROM cities c
      LEFT JOIN (SELECT d.city_id, count(DISTINCT s.product_id) AS n
        FROM product_stock s
        JOIN districts d ON d.id = s.district_id AND d.is_active
        JOIN products p ON p.id = s.product_id AND p.is_active AND p.price IS NOT NULL
        WHERE s.quantity > 0
        GROUP BY d.city_id) o ON o.city_id = c.id
      WHERE c.is_active
      ORDER BY c.name COLLATE "ru", c.id`),
  );

interface Card {
  total: number;
  id: number | null;
  name: string;
  logo_file: string;
  price: string;
  in_stock: boolean;
  published_count: number | null;
  rating_sum: number | null;
  discounts: AutoDiscountRule[];
  next_change: number | null;
}

/**
 * One catalogue page and its total in ONE statement (bench/shop-catalogue.ts runs exactly this
 * statement beside the API, and reads `total, id` as its first columns). Ordered by `sort`
 * (catalogue-prices.ts); the answer is kept until the next start or end of a discount for the
 * city, since the cards' prices (and the price orders) change then.
 */
export async function shopProducts(
  db: Db,
  filter: { cityId?: number; search?: string; sort?: CatalogueSort },
  p: Paging,
) {
  const search = filter.search?.trim();
  const city = filter.cityId === undefined ? sql`` : sql`AND d.city_id = ${filter.cityId}`;
  const named = search ? sql`AND lower(p.name) LIKE lower(${containsPattern(search)})` : sql``;
  const order = catalogueOrder(filter.sort);
  const rows = await rowsOf<Card>(
    db.execute(sql`WITH live AS MATERIALIZED (
        SELECT d.id, d.name, d.discount_type, d.value, d.all_products FROM discounts d
        WHERE ${liveDiscounts(filter.cityId)}),
      listed AS MATERIALIZED (
        SELECT p.id, p.name, bool_or(s.quantity > 0) AS in_stock ${order.columns}
        FROM product_stock s
        JOIN products p ON p.id = s.product_id AND p.is_active AND p.price IS NOT NULL
        JOIN districts d ON d.id = s.district_id AND d.is_active
        JOIN cities c ON c.id = d.city_id AND c.is_active
        WHERE true ${city} ${named}
        GROUP BY p.id, p.name)
      SELECT (SELECT count(*)::int FROM listed) AS total, p.id, p.name, p.logo_file,
        p.price::text AS price, page.in_stock, r.published_count, r.rating_sum,
        ${discountsJson(sql`p.id`)} AS discounts,
        ${nextDiscountChange(filter.cityId)} AS next_change
      FROM (SELECT 1) one
      LEFT JOIN (SELECT * FROM listed ${order.orderBy('listed')}
        LIMIT ${p.size} OFFSET ${(p.page - 1) * p.size}) page ON true
      LEFT JOIN products p ON p.id = page.id
      LEFT JOIN product_ratings r ON r.product_id = p.id
      ${order.orderBy('page')}`),
  );
  const products = rows.flatMap((row) => {
    if (row.id === null) return [];
    const { id, name, logo_file, price, in_stock, published_count, rating_sum, discounts } = row;
    const count = published_count ?? 0;
    return [
      {
        id,
        name,
        logo_image: fileUrl(logo_file),
        ...cardPrice(price, discounts),
        in_stock,
        rating: averageRating(count, rating_sum ?? 0),
        reviews_count: count,
      },
    ];
  });
  return { products, total: rows[0]?.total ?? 0, nextChange: rows[0]?.next_change ?? null };
}

/** The average of a kept aggregate, one decimal (half up); null without published reviews. */
export const averageRating = (count: number, sum: number) =>
  count > 0 ? Math.round((sum * 10) / count) / 10 : null;

/** The active cities but `cityId` where product `p` is in stock now, in the cities' order. */
const otherCities = (cityId: number | undefined) => sql`(SELECT coalesce(json_agg(
    json_build_object('id', c.id, 'name', c.name) ORDER BY c.name COLLATE "ru", c.id), '[]'::json)
  FROM cities c
  WHERE c.is_active ${cityId === undefined ? sql`` : sql`AND c.id <> ${cityId}`}
    AND EXISTS (SELECT 1 FROM product_stock s
      JOIN districts d ON d.id = s.district_id AND d.is_active
      WHERE s.product_id = p.id AND d.city_id = c.id AND s.quantity > 0))`;

/**
 * The product page, and when it next changes by time alone (a discount for it starting or
 * ending: the cache keeps the page no longer). Rating and count come from the kept aggregate
 * (migration 0012), never from the reviews; discounts are those for the city (without a city,
 * the ones for every city).
 */
export async function shopProduct(db: Db, id: number, cityId: number | undefined) {
  const districts = cityId === undefined ? sql`'[]'::json` : districtsJson(sql`${cityId}`, 1);
  const city =
    cityId === undefined
      ? sql`NULL::json`
      : sql`(SELECT json_build_object('id', c.id, 'name', c.name) FROM cities c
          WHERE c.id = ${cityId} AND c.is_active)`;
  const [row] = await rowsOf<{
    id: number;
    name: string;
    description: string;
    logo_file: string;
    image_files: string[];
    price: string;
    districts: { id: number; name: string; quantity: number }[];
    published_count: number | null;
    rating_sum: number | null;
    city: { id: number; name: string } | null;
    other_cities: { id: number; name: string }[];
    updated_at: string;
  }>(
    db.execute(sql`SELECT p.id, p.name, p.description, p.logo_file,
        array_to_json(p.image_files) AS image_files, p.price::text AS price,
        ${districts} AS districts, r.published_count, r.rating_sum,
        ${city} AS city, ${otherCities(cityId)} AS other_cities,
        ${iso('p.updated_at')} AS updated_at
      FROM products p LEFT JOIN product_ratings r ON r.product_id = p.id
      WHERE p.id = ${id} AND p.is_active AND p.price IS NOT NULL`),
  );
  if (!row) return null;
  const { logo_file, image_files, published_count, rating_sum, ...rest } = row;
  const { discounts, nextChange } = await applicableDiscounts(db, id, cityId ?? null);
  const product = {
    ...rest,
    logo_image: fileUrl(logo_file),
    images: image_files.map(fileUrl),
    rating: averageRating(published_count ?? 0, rating_sum ?? 0),
    reviews_count: published_count ?? 0,
    discounts,
  };
  return { product, nextChange };
}

export const PUBLIC_COUPONS_MAX = 100;

export const publicCoupons = (db: Db) =>
  rowsOf<PublicCoupon>(
    db.execute(sql`SELECT code, name, description, coupon_type,
        discount_value::float8 AS discount_value,
        minimum_purchase_amount::float8 AS minimum_purchase_amount,
        to_char(valid_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS valid_until
      FROM coupons
      WHERE is_public AND status = 'active' AND valid_from <= now()
        AND (valid_until IS NULL OR valid_until > now())
        AND (usage_limit IS NULL OR current_usage_count < usage_limit)
      ORDER BY created_at DESC, id DESC LIMIT ${PUBLIC_COUPONS_MAX}`),
  );

/**
 * The codes `userId` has used as often as their per-user limit allows: 'Доступные промокоды'
 * leaves them out for that customer (issue 20), as checkout would refuse them.
 */
export async function usedUpBy(db: Db, userId: number): Promise<Set<string>> {
  const rows = await rowsOf<{ code: string }>(
    db.execute(sql`SELECT c.code FROM coupons c
      JOIN coupon_usages u ON u.coupon_id = c.id AND u.user_id = ${userId}
      WHERE c.usage_limit_per_user IS NOT NULL
      GROUP BY c.id, c.code HAVING count(*) >= c.usage_limit_per_user`),
  );
  return new Set(rows.map((r) => r.code));
}

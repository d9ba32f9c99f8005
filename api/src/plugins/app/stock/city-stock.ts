/**
 * GET /cities/{id}/stock (admins): the products a city's districts hold (quantity > 0), by
 * name, with the quantity per district. The districts of one city are few; the product_stock
 * (district_id, product_id) index finds what each holds. A query of the stock repository.
 */

import { fileUrl } from '@storefront/shared/contract/uploads';
import { sql } from 'drizzle-orm';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { districtsJson } from '../../../db/sql/stocked-districts.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';

interface Listed {
  id: number;
  name: string;
  logo_file: string;
  price: string | null;
  is_active: boolean;
  districts: { id: number; name: string; quantity: number }[];
}

/** null: there is no such city. */
export async function cityStock(db: Db, cityId: number, search: string | undefined, p: Paging) {
  const [city] = await rowsOf<{ id: number; name: string }>(
    db.execute(sql`SELECT id, name FROM cities WHERE id = ${cityId}`),
  );
  if (!city) return null;
  const text = search?.trim();
  const named = text ? sql`AND lower(p.name) LIKE lower(${containsPattern(text)})` : sql``;
  const stocked = sql`SELECT p.id, p.name FROM products p
    WHERE p.archived_at IS NULL AND EXISTS (SELECT 1 FROM product_stock s JOIN districts d ON d.id = s.district_id
      WHERE s.product_id = p.id AND d.city_id = ${cityId} AND s.quantity > 0) ${named}`;
  const [counted] = await rowsOf<{ n: number }>(
    db.execute(sql`SELECT count(*)::int AS n FROM (${stocked}) x`),
  );
  const rows = await rowsOf<Listed>(
    db.execute(sql`SELECT p.id, p.name, p.logo_file, p.price::text AS price, p.is_active,
        ${districtsJson(sql`${cityId}`, 1)} AS districts
      FROM (${stocked} ORDER BY p.name COLLATE "ru", p.id
        LIMIT ${p.size} OFFSET ${(p.page - 1) * p.size}) page
      JOIN products p ON p.id = page.id
      ORDER BY p.name COLLATE "ru", p.id`),
  );
  const products = rows.map(({ logo_file, ...row }) => ({
    ...row,
    logo_image: fileUrl(logo_file),
  }));
  return { city, products, total: counted?.n ?? 0 };
}

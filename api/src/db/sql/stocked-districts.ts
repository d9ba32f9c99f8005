import { type SQL, sql } from 'drizzle-orm';

/**
 * The districts of `city` holding product `p.id` (at least `minimum` units), as JSON, by name:
 * the admins' city stock and the public product page show them alike.
 */
export const districtsJson = (city: SQL, minimum: number) => sql`(SELECT coalesce(json_agg(
    json_build_object('id', d.id, 'name', d.name, 'quantity', s.quantity)
    ORDER BY d.name COLLATE "ru", d.id), '[]'::json)
  FROM product_stock s JOIN districts d ON d.id = s.district_id
  WHERE s.product_id = p.id AND d.city_id = ${city} AND s.quantity >= ${minimum})`;

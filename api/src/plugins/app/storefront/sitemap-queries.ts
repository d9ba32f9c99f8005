/**
 * The sitemap's one statement (sitemap.ts): every product on sale (active, priced, not archived,
 * in stock in an active district of an active city) with its `lastmod`, and the newest change of
 * the products, the published reviews and the settings. A query of the catalogue repository.
 */
import { sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { SitemapLists } from './sitemap.ts';

export async function sitemapLists(db: Db): Promise<SitemapLists | undefined> {
  const [lists] = await rowsOf<SitemapLists>(
    db.execute(sql`WITH on_sale AS MATERIALIZED (
        SELECT p.id, p.updated_at FROM products p
        WHERE p.is_active AND p.price IS NOT NULL AND p.archived_at IS NULL
          AND EXISTS (SELECT 1 FROM product_stock s
            JOIN districts d ON d.id = s.district_id AND d.is_active
            JOIN cities c ON c.id = d.city_id AND c.is_active
            WHERE s.product_id = p.id AND s.quantity > 0))
      SELECT
        (SELECT coalesce(json_agg(json_build_object('id', o.id, 'lastmod', ${iso('o.updated_at')})
          ORDER BY o.id), '[]'::json) FROM on_sale o) AS products,
        (SELECT ${iso('max(o.updated_at)')} FROM on_sale o) AS newest,
        (SELECT ${iso('max(coalesce(r.moderated_at, r.created_at))')} FROM reviews r
          WHERE r.status = 'published') AS reviews,
        (SELECT ${iso('s.updated_at')} FROM shop_settings s) AS settings`),
  );
  return lists;
}

/**
 * /sitemap.xml (issue 21, sitemaps.org 0.9): the public pages and every product on sale (active,
 * priced, not archived, in stock in an active district of an active city), each with its
 * `lastmod`. Past `partSize` URLs it is an index of `/sitemaps/products-<n>.xml` parts of at
 * most `partSize` URLs each (the public pages lead part 1). Read in ONE statement, rendered once
 * per cache entry (the shop cache: dropped by the catalogue's notifications like its pages).
 */
import { sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The storefront's public pages (mf-storefront's routes), in the sitemap's order. */
export const PUBLIC_PAGES = ['/', '/products', '/reviews', '/rules', '/contacts'] as const;

export interface SitemapUrl {
  path: string;
  /** ISO 8601; null: not known (omitted). */
  lastmod: string | null;
}

export async function sitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const [lists] = await rowsOf<{
    products: { id: number; lastmod: string }[];
    newest: string | null;
    reviews: string | null;
    settings: string | null;
  }>(
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
  // Before the settings are first saved (no row) their pages fall back to the newest change.
  const settings = lists?.settings ?? lists?.newest ?? null;
  const newest = lists?.newest ?? settings;
  const lastmods: Record<(typeof PUBLIC_PAGES)[number], string | null> = {
    '/': newest,
    '/products': newest,
    '/reviews': lists?.reviews ?? settings,
    '/rules': settings,
    '/contacts': settings,
  };
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: lastmods[path] })),
    ...(lists?.products ?? []).map((p) => ({ path: `/products/${p.id}`, lastmod: p.lastmod })),
  ];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: string | null) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;

export const urlSet = (base: string, urls: SitemapUrl[]) =>
  `${HEAD}<urlset ${NS}>\n${urls.map((u) => entry('url', base + u.path, u.lastmod)).join('\n')}\n</urlset>\n`;

/** The newest of the lastmods (ISO strings of one format compare as text). */
const newestOf = (urls: SitemapUrl[]) =>
  urls.reduce<string | null>((a, u) => (u.lastmod && (!a || u.lastmod > a) ? u.lastmod : a), null);

export const partPath = (n: number) => `/sitemaps/products-${n}.xml`;

/** The parts of `urls`, `partSize` each. */
export function parts(urls: SitemapUrl[], partSize: number): SitemapUrl[][] {
  const chunks: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += partSize) chunks.push(urls.slice(i, i + partSize));
  return chunks;
}

/** /sitemap.xml: the whole set, or the index of its parts once there are more than one. */
export function sitemapXml(base: string, urls: SitemapUrl[], partSize: number): string {
  const chunks = parts(urls, partSize);
  if (chunks.length <= 1) return urlSet(base, urls);
  const list = chunks.map((chunk, i) => entry('sitemap', base + partPath(i + 1), newestOf(chunk)));
  return `${HEAD}<sitemapindex ${NS}>\n${list.join('\n')}\n</sitemapindex>\n`;
}

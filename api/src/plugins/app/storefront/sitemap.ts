/**
 * /sitemap.xml (issue 21, sitemaps.org 0.9): the public pages and every product on sale (active,
 * priced, not archived, in stock in an active district of an active city), each with its
 * `lastmod`. Past `partSize` URLs it is an index of `/sitemaps/products-<n>.xml` parts of at
 * most `partSize` URLs each (the public pages lead part 1). Read in ONE statement, rendered once
 * per cache entry (the shop cache: dropped by the catalogue's notifications like its pages).
 */
/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The storefront's public pages (mf-storefront's routes), in the sitemap's order. */
export const PUBLIC_PAGES = ['/', '/products', '/reviews', '/rules', '/contacts'] as const;

export interface SitemapUrl {
  path: string;
  /** ISO 8601; null: not known (omitted). */
  lastmod: string | null;
}

/** What the sitemap is made of, read in ONE statement (sitemap-queries.ts). */
export interface SitemapLists {
  products: { id: number; lastmod: string }[];
  newest: string | null;
  reviews: string | null;
  settings: string | null;
}

export function sitemapUrls(lists: SitemapLists | undefined): SitemapUrl[] {
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

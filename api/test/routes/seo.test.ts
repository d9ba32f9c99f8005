import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { urlSet } from '../../src/plugins/app/storefront/sitemap.ts';
import type { Account } from '../helpers/accounts.ts';
import { newAdmin } from '../helpers/accounts.ts';
import { useApp } from '../helpers/app.ts';
import { createCatalogTarget } from '../helpers/catalog-targets.ts';
import { backends } from '../helpers/databases.ts';
import { fakeStaticRoot } from '../helpers/fake-builds.ts';
import { watchCache } from '../helpers/service.ts';
import { call, ok, type Shelf, shelf } from '../helpers/shop.ts';

const BASE = 'https://shop.example.ru';
const PART_SIZE = 8;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The <loc>s and <lastmod>s of a sitemap or an index, in order, checking the document's frame. */
function read(xml: string, tag: 'url' | 'sitemap') {
  const root = tag === 'url' ? 'urlset' : 'sitemapindex';
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'), xml.slice(0, 60));
  assert.match(xml, new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`));
  assert.ok(xml.trimEnd().endsWith(`</${root}>`));
  // Every element is closed where it opened: <tag><loc>..</loc>(<lastmod>..</lastmod>)?</tag>.
  const body = xml.slice(
    xml.indexOf('>', xml.indexOf(`<${root}`)) + 1,
    xml.lastIndexOf(`</${root}>`),
  );
  const entry = new RegExp(
    `^<${tag}><loc>([^<&]*(?:&amp;[^<&]*)*)</loc>(?:<lastmod>([^<]+)</lastmod>)?</${tag}>$`,
  );
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = entry.exec(line);
      assert.ok(match, `not a ${tag} entry: ${line}`);
      return { loc: match[1] ?? '', lastmod: match[2] ?? null };
    });
}

for (const backend of backends()) {
  describe(`robots.txt and the sitemap [${backend}]`, () => {
    const ctx = useApp(backend, {
      config: { staticRoot: fakeStaticRoot(), publicBaseUrl: BASE, sitemapPartSize: PART_SIZE },
    });
    let admin: Account;
    let s: Shelf;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

    before(async () => {
      admin = await newAdmin(ctx.app);
      s = await shelf(ctx.app, admin, '100.00', 1);
    });

    it('escapes what XML reserves in a URL', () => {
      assert.equal(
        urlSet('https://a.example', [{ path: `/p?a=1&b='<"x">'`, lastmod: null }]).split('\n')[2],
        '<url><loc>https://a.example/p?a=1&amp;b=&apos;&lt;&quot;x&quot;&gt;&apos;</loc></url>',
      );
    });

    it('robots.txt closes /admin, /user and /pay and names the sitemap, before the SPA fallback', async () => {
      const res = await get('/robots.txt');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      assert.equal(
        res.body,
        'User-agent: *\nDisallow: /admin\nDisallow: /user\nDisallow: /pay\n\n' +
          `Sitemap: ${BASE}/sitemap.xml\n`,
      );
    });

    it('lists the public pages and each product on sale, absolute, with lastmod', async () => {
      // Not on sale: unpriced; priced but never stocked; stocked then sold out; inactive.
      await createCatalogTarget(ctx.app, 'product');
      const unstocked = await createCatalogTarget(ctx.app, 'product');
      await ok(ctx.app, admin, 'PUT', `/products/${unstocked.id}`, { price: '5.00' });
      const soldOut = await shelf(ctx.app, admin, '5.00', 1);
      await ok(ctx.app, admin, 'PUT', `/products/${soldOut.productId}/stock`, {
        stock: [{ district_id: soldOut.districtId, quantity: 0 }],
      });
      const inactive = await shelf(ctx.app, admin, '5.00', 1);
      await ok(ctx.app, admin, 'PUT', `/products/${inactive.productId}`, { is_active: false });

      const res = await get('/sitemap.xml');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
      const urls = read(res.body, 'url');
      assert.deepEqual(
        urls.map((u) => u.loc),
        [
          `${BASE}/`,
          `${BASE}/products`,
          `${BASE}/reviews`,
          `${BASE}/rules`,
          `${BASE}/contacts`,
          `${BASE}/products/${s.productId}`,
        ],
      );
      const product = await ok<{ updated_at: string }>(
        ctx.app,
        null,
        'GET',
        `/shop/products/${s.productId}`,
      );
      assert.equal(urls[5]?.lastmod, product.updated_at);
      assert.equal(urls[0]?.lastmod, product.updated_at, 'the lists: their newest change');
      assert.ok(urls.every((u) => u.lastmod && !Number.isNaN(Date.parse(u.lastmod))));
    });

    it('is cached with an ETag: 304 on a match, and follows the catalogue’s changes', async () => {
      const first = await get('/sitemap.xml');
      assert.equal(first.headers['cache-control'], 'no-cache');
      const etag = String(first.headers.etag);
      const same = await get('/sitemap.xml', { 'if-none-match': etag });
      assert.equal(same.statusCode, 304);
      assert.equal(same.body, '');
      // Put on sale: appears at once; archived or deleted: gone at once.
      const added = await shelf(ctx.app, admin, '7.00', 2);
      const locs = async () => read((await get('/sitemap.xml')).body, 'url').map((u) => u.loc);
      assert.ok((await locs()).includes(`${BASE}/products/${added.productId}`));
      assert.equal((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode, 200);
      const deleted = await call(ctx.app, admin, 'DELETE', `/products/${added.productId}`);
      assert.ok(deleted.statusCode < 300, deleted.body);
      assert.ok(!(await locs()).includes(`${BASE}/products/${added.productId}`));
      // A sale of the last unit, through the database's own notification, drops it too.
      const watch = watchCache(ctx.app);
      try {
        await ctx.app.db.execute(
          sql`UPDATE product_stock SET quantity = 0
            WHERE product_id = ${s.productId}`,
        );
        await watch.heard(`stock:${s.productId}:${s.cityId}:1`);
        assert.ok(!(await locs()).includes(`${BASE}/products/${s.productId}`));
        await ctx.app.db.execute(
          sql`UPDATE product_stock SET quantity = 1
            WHERE product_id = ${s.productId}`,
        );
        await watch.heard(`stock:${s.productId}:${s.cityId}:1`, 2);
        assert.ok((await locs()).includes(`${BASE}/products/${s.productId}`));
      } finally {
        watch.stop();
      }
    });

    it('past its part size becomes an index of parts holding every URL once', async () => {
      const single = read((await get('/sitemap.xml')).body, 'url');
      assert.equal((await get('/sitemaps/products-1.xml')).statusCode, 404, 'one part: no parts');
      const more: number[] = [];
      while (single.length + more.length <= PART_SIZE) {
        more.push((await shelf(ctx.app, admin, '9.00', 1)).productId);
      }
      const index = await get('/sitemap.xml');
      const listed = read(index.body, 'sitemap');
      assert.deepEqual(
        listed.map((p) => p.loc),
        [`${BASE}/sitemaps/products-1.xml`, `${BASE}/sitemaps/products-2.xml`],
      );
      const all: string[] = [];
      for (const [i, part] of listed.entries()) {
        const res = await get(`/sitemaps/products-${i + 1}.xml`);
        assert.equal(res.statusCode, 200);
        const urls = read(res.body, 'url');
        assert.ok(urls.length <= PART_SIZE);
        assert.equal(
          part.lastmod,
          urls
            .map((u) => u.lastmod ?? '')
            .sort()
            .at(-1),
        );
        all.push(...urls.map((u) => u.loc));
        const again = await get(`/sitemaps/products-${i + 1}.xml`, {
          'if-none-match': String(res.headers.etag),
        });
        assert.equal(again.statusCode, 304);
      }
      assert.equal(new Set(all).size, all.length);
      assert.deepEqual(
        all.slice(0, single.length),
        single.map((u) => u.loc),
      );
      assert.deepEqual(
        all.slice(single.length),
        more.map((id) => `${BASE}/products/${id}`),
      );
      for (const wrong of ['products-3.xml', 'products-0.xml', 'products-1.txt', 'x']) {
        const res = await get(`/sitemaps/${wrong}`);
        assert.equal(res.statusCode, 404, wrong);
      }
    });
  });
}

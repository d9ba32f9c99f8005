import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { newAdmin } from '../../helpers/accounts.ts';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { fakeStaticRoot } from '../../helpers/fake-builds.ts';
import { ok, shelf } from '../../helpers/shop.ts';

const HTML = { accept: 'text/html', 'accept-encoding': 'identity' };
const BASE = 'https://shop.example.ru';

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

for (const backend of backends()) {
  describe(`public pages' head in the first HTML [${backend}]`, () => {
    const ctx = useApp(backend, { config: { staticRoot: fakeStaticRoot() } });
    const page = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url, headers: { ...HTML, ...headers } });

    it("a product's page names it, prices it and describes it for previews and search", async () => {
      const admin = await newAdmin(ctx.app);
      const { productId, cityId } = await shelf(ctx.app, admin, '1500.00', 4);
      await ok(ctx.app, admin, 'PUT', `/products/${productId}`, {
        name: 'Кофе </script><b>',
        description: 'Арабика. Свежая обжарка.',
      });
      const res = await page(`/products/${productId}?city=${cityId}`);
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const html = res.body;
      assert.match(html, /<title>Кофе &lt;\/script&gt;&lt;b&gt; — [^<]+<\/title>/);
      assert.equal(metaContent(html, 'description'), 'Арабика. Свежая обжарка.');
      assert.equal(metaContent(html, 'og:type'), 'product');
      assert.equal(metaContent(html, 'product:price:amount'), '1500.00');
      assert.equal(metaContent(html, 'product:price:currency'), 'RUB');
      assert.match(
        metaContent(html, 'og:image') ?? '',
        /^https:\/\/shop\.example\.ru\/api\/v1\/upload\/files\/[^/]+\/1200\.jpg$/,
      );
      assert.ok(html.includes(`<link rel="canonical" href="${BASE}/products/${productId}">`));
      assert.ok(html.includes(`hreflang="en" href="${BASE}/products/${productId}?lang=en"`));
      assert.match(html, /<link rel="preload" as="image"[^>]+imagesrcset="[^"]+\/320\.webp 320w/);
      // The admin's text cannot close the JSON-LD block.
      assert.equal(html.match(/<\/script>/g)?.length, structuredData(html).length);
      const [product, trail] = structuredData(html);
      assert.equal(product?.['@type'], 'Product');
      assert.equal(product?.name, 'Кофе </script><b>');
      assert.deepEqual(product?.offers, {
        '@type': 'Offer',
        url: `${BASE}/products/${productId}`,
        price: '1500.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      });
      assert.equal(product?.aggregateRating, undefined, 'no rating without published reviews');
      assert.equal(trail?.['@type'], 'BreadcrumbList');
    });

    it('is revalidated with an ETag and compressed when the browser accepts it', async () => {
      const admin = await newAdmin(ctx.app);
      const { productId } = await shelf(ctx.app, admin);
      const first = await page(`/products/${productId}`);
      const etag = String(first.headers.etag);
      assert.match(String(first.headers.vary), /Cookie/);
      const again = await page(`/products/${productId}`, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      const br = await page(`/products/${productId}`, { 'accept-encoding': 'gzip, br' });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), first.body);
      // A change to the product is a new page at once (the catalogue's cache drops it).
      await ok(ctx.app, admin, 'PUT', `/products/${productId}`, { price: '99.90' });
      const changed = await page(`/products/${productId}`, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.equal(metaContent(changed.body, 'product:price:amount'), '99.90');
    });

    it('a product not on sale answers 404 with the app, kept out of search', async () => {
      const res = await page('/products/999999');
      assert.equal(res.statusCode, 404);
      assert.equal(metaContent(res.body, 'robots'), 'noindex');
      assert.ok(res.body.includes('<div id="root">'));
    });

    it("the catalogue follows the URL's city, then the cookie's, in the visitor's language", async () => {
      const admin = await newAdmin(ctx.app);
      const first = await shelf(ctx.app, admin);
      const second = await shelf(ctx.app, admin);
      const viaUrl = await page(`/products?city=${first.cityId}&lang=en`, {
        cookie: `city_id=${second.cityId}`,
      });
      assert.ok(
        viaUrl.body.includes(
          `<link rel="canonical" href="${BASE}/products?city=${first.cityId}&amp;lang=en">`,
        ),
      );
      assert.match(viaUrl.body, /<title>Products in /);
      const viaCookie = await page('/products', {
        cookie: `language=en; city_id=${second.cityId}`,
      });
      assert.ok(viaCookie.body.includes(`href="${BASE}/products?city=${second.cityId}"`));
      assert.match(viaCookie.body, /<title>Products in /);
    });

    it("never depends on who is asking: a signed-in admin gets a guest's page", async () => {
      const admin = await newAdmin(ctx.app);
      const { productId } = await shelf(ctx.app, admin);
      const guest = await page(`/products/${productId}`);
      const signedIn = await page(`/products/${productId}`, admin.headers);
      assert.equal(signedIn.body, guest.body);
      assert.ok(!guest.body.includes(admin.username));
    });

    it('the text pages and the home page have their heads; private pages keep the plain shell', async () => {
      for (const [url, title] of [
        ['/rules', /<title>Правила — /],
        ['/contacts', /<title>Контакты — /],
        ['/reviews', /<title>Отзывы — /],
        ['/', /<title>[^<]+<\/title>/],
      ] as const) {
        const res = await page(url);
        assert.equal(res.statusCode, 200, url);
        assert.match(res.body, title, url);
        assert.ok(metaContent(res.body, 'og:title'), url);
      }
      const contacts = structuredData((await page('/contacts')).body);
      assert.ok(contacts.some((data) => data['@type'] === 'Organization'));
      for (const url of ['/user/settings', '/admin/users', '/pay/5']) {
        const res = await page(url);
        assert.equal(res.statusCode, 200, url);
        assert.ok(!res.body.includes('og:title'), `${url} is not rendered on the server`);
      }
    });
  });
}

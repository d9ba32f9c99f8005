// The storefront on a shopper's phone (issue 21), against the real API and database: the first
// HTML of a public page already holds the product (for link previews, search engines and a slow
// phone), the scripts take that markup over without a warning or a shift (a signed-in
// visitor's too, only the header changing), a phone downloads the small sizes of real photos,
// the photos lose their EXIF, the sitemap follows what is on sale, and no signed-in visitor's
// name ever reaches a public page's HTML.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMAGE_WIDTHS } from '@storefront/shared/images';
import type { Page } from 'playwright-core';
import {
  AdminApi,
  expectEventually,
  SEED_PASSWORD,
  seeded,
  signedIn,
  signInToken,
} from '../support/admin';
import { holdBack } from '../support/browser';
import { expect } from '../support/expect';
import { carriedMetadata, phonePhoto } from '../support/photos';
import { ADMIN, type Product } from '../support/product';
import { uploadFile } from '../support/routes';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

async function uploadPhoto(target: Product, token: string, seed: number): Promise<string> {
  const photo = await phonePhoto(seed);
  assert.ok(photo.length > 1_000_000, `a phone photo is over 1 MB (${photo.length})`);
  const file = { bytes: new Uint8Array(photo), type: 'image/jpeg', name: 'IMG_0001.jpg' };
  return uploadFile(target, file, token);
}

const seed = seeded(async () => {
  const api = await AdminApi.signIn(product);
  const token = await signInToken(product, ADMIN.username, ADMIN.password);
  await api.createUsers([['publicbuyer']]);
  const { id: cityId } = await api.call<{ id: number }>('POST', '/cities/', { name: 'Москва' });
  // A city with nothing on sale yet: what a visitor may switch to.
  const { id: emptyCityId } = await api.call<{ id: number }>('POST', '/cities/', { name: 'Тверь' });
  const { id: districtId } = await api.call<{ id: number }>('POST', '/districts/', {
    name: 'Арбат',
    city_id: cityId,
  });
  const products: { id: number; logo: string }[] = [];
  for (const [index, name] of ['Чай улун', 'Чай пуэр'].entries()) {
    const logo = await uploadPhoto(product, token, index + 1);
    const { id } = await api.call<{ id: number }>('POST', '/products/', {
      name,
      description: `${name}: листовой, из провинции Фуцзянь.`,
      logo_image: logo,
      price: '1500.00',
    });
    await api.call('PUT', `/products/${id}/stock`, {
      stock: [{ district_id: districtId, quantity: 8 }],
    });
    products.push({ id, logo });
  }
  return { api, cityId, emptyCityId, districtId, products };
});

/** The HTML as a crawler or a link preview gets it: no scripts run. */
async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${product.url}${path}`, {
    headers: { accept: 'text/html', ...headers },
  });
  assert.equal(response.status, 200, path);
  return response.text();
}

const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(page)?.[1];

/**
 * Watches a page's takeover by its scripts, from its first byte: the server's elements removed
 * from #root (a hydration keeps every one), the layout shift, and React's hydration warnings.
 * `changing`: a part expected to change after the takeover (a signed-in visitor's header), whose
 * removals are not counted.
 */
async function watchTakeover(page: Page, changing?: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
  });
  await page.addInitScript((changing) => {
    const state = window as unknown as { removed: number; shift: number };
    state.removed = 0;
    state.shift = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node.nodeType === 1 &&
            (node as Element).tagName !== 'STYLE' &&
            record.target instanceof Element &&
            record.target.closest('#root') &&
            !(changing && record.target.closest(changing))
          ) {
            state.removed += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        state.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, changing);
  return {
    result: async () => {
      const { removed, shift } = await page.evaluate(() => {
        const state = window as unknown as { removed: number; shift: number };
        return { removed: state.removed, shift: state.shift };
      });
      return { removed, shift, warnings };
    },
  };
}

describe('the storefront on a phone (issue 21)', () => {
  it("a product's page fetched without scripts holds its name, price, JSON-LD and Open Graph tags", async () => {
    const { products, cityId } = await seed();
    const [tea] = products;
    assert.ok(tea);
    const page = await html(`/products/${tea.id}?city=${cityId}`);
    const root = /<div id="root">([\s\S]*)<\/div><script id="ssr-state"/.exec(page)?.[1] ?? '';
    const text = root.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ');
    assert.match(text, /Чай улун/, 'the name is in the rendered page');
    assert.match(text, /1\s500\s₽/, 'so is the price');
    assert.match(text, /Арбат/, 'and the stock by district');
    // A guest's header as the scripts will draw it, so taking it over changes nothing.
    assert.match(text, /Войти/, "the header's sign-in link");
    assert.equal(metaContent(page, 'og:title')?.startsWith('Чай улун'), true);
    assert.match(metaContent(page, 'og:image') ?? '', /^http:\/\/.+\/1200\.jpg$/);
    assert.equal(metaContent(page, 'product:price:amount'), '1500.00');
    const ld = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    );
    const offer = ld.find((data) => data['@type'] === 'Product')?.offers as Record<string, unknown>;
    assert.deepEqual(
      [offer?.price, offer?.priceCurrency, offer?.availability],
      ['1500.00', 'RUB', 'https://schema.org/InStock'],
    );
  });

  it('the scripts take the same page over: no hydration warning, nothing replaced, no shift', async () => {
    const { products, cityId } = await seed();
    const { page, pageErrors } = await visitor({ width: 390, height: 844 });
    const takeover = await watchTakeover(page);
    await page.goto(`/products/${products[0]?.id}?city=${cityId}`);
    await expect.text(page, 'Цена и наличие в городе Москва');
    // Interactive: the district select answers, so React owns the markup.
    await page.getByRole('button', { name: 'Купить' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { removed, shift, warnings } = await takeover.result();
    const apiCalls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/api/v1/shop/products')),
    );
    assert.deepEqual(warnings, []);
    assert.equal(removed, 0, 'no server-rendered element was replaced');
    assert.ok(shift <= 0.05, `layout shift ${shift}`);
    assert.deepEqual(apiCalls, [], 'the product is not fetched a second time');
    assert.deepEqual(pageErrors, []);
  });

  it("a signed-in customer's page is hydrated too, and 'Купить' never sends them to sign in", async () => {
    const { products, cityId } = await seed();
    const { page, pageErrors } = await signedIn(visitor, 'publicbuyer', SEED_PASSWORD, {
      width: 375,
      height: 812,
    });
    // The server draws a guest's header; only the header may change once the session is known.
    const takeover = await watchTakeover(page, 'header');
    // A phone's CPU: the moments between React's steps last as long as they do there.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = `/products/${products[0]?.id}?city=${cityId}`;
    await page.goto(path, { waitUntil: 'commit' });
    // A person taps 'Купить' again and again while the page loads, until the header shows the
    // session being restored: a tap that reached the guest's handler would go to /login.
    const box = await page.getByRole('button', { name: 'Купить' }).boundingBox();
    assert.ok(box, "the server's page shows 'Купить'");
    let taps = 0;
    let taken = false;
    const tapping = (async () => {
      while (!taken && taps < 5_000) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        taps += 1;
      }
    })();
    // React owns the page (its root is attached) and the header no longer offers to sign in.
    await page.waitForFunction(
      () =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ) && !document.querySelector('header a[href="/login"]'),
      undefined,
      { polling: 'raf' },
    );
    taken = true;
    await tapping;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // At 375 px the login is in the side panel, drawn but hidden until it opens.
    await page.getByText('publicbuyer').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    assert.ok(taps > 0, `'Купить' was tapped while the page was taken over (${taps} taps)`);
    assert.equal(new URL(page.url()).pathname, `/products/${products[0]?.id}`);
    const { removed, shift, warnings } = await takeover.result();
    assert.deepEqual(warnings, []);
    assert.equal(removed, 0, 'nothing outside the header was drawn again');
    assert.ok(shift <= 0.05, `layout shift ${shift}`);
    assert.deepEqual(pageErrors, []);
  });

  it('a visitor who chose the light theme gets a light page from the server, taken over as it is', async () => {
    const { products, cityId } = await seed();
    const { context, page, pageErrors } = await visitor({ width: 390, height: 844 });
    const path = `/products/${products[0]?.id}?city=${cityId}`;
    // The choice, made on an earlier visit: kept by the page and told to the server.
    await page.goto('/rules');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    // Written by the theme store as the shell starts, a few tasks after the load event.
    await expectEventually(
      async () => (await context.cookies()).find((cookie) => cookie.name === 'theme')?.value,
      'light',
    );
    const served = await html(path, { cookie: `theme=light; city_id=${cityId}` });
    assert.match(served, /"theme":"light"/);
    const takeover = await watchTakeover(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Купить' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { removed, warnings } = await takeover.result();
    assert.deepEqual(warnings, []);
    assert.equal(removed, 0, 'the light page was hydrated, not drawn again');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(245, 246, 248)', 'the light background');
    // The remote's part of the page too: the server drew it in the light theme's colours.
    const buy = await page
      .getByRole('button', { name: 'Купить' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.equal(buy, 'rgb(21, 101, 192)', "the light theme's primary colour");
    assert.deepEqual(pageErrors, []);
  });

  it('a city picked and a search typed while the scripts still load are kept when they arrive', async () => {
    const { cityId, emptyCityId } = await seed();
    const { page, pageErrors } = await visitor({ width: 390, height: 844 });
    // The scripts are held back: the visitor acts on the server's HTML alone, as on a slow phone.
    const release = await holdBack(page, '**/*.js');
    await page.goto(`/products?city=${cityId}`, { waitUntil: 'commit' });
    await expect.text(page, 'Чай пуэр');
    const city = page.getByLabel('Город');
    const other = String(emptyCityId);
    await city.selectOption({ label: 'Тверь' });
    await page.getByRole('searchbox', { name: 'Поиск товаров' }).fill('пуэр');
    release();
    await page.waitForURL(
      (url) => url.searchParams.get('city') === other && url.searchParams.get('search') === 'пуэр',
    );
    await expect.text(page, 'Товары не найдены');
    assert.equal(await city.inputValue(), other);
    assert.equal(await page.getByRole('searchbox', { name: 'Поиск товаров' }).inputValue(), 'пуэр');
    assert.deepEqual(pageErrors, []);
  });

  it('the menu pressed with Enter while the scripts still load opens when they arrive', async () => {
    const { cityId } = await seed();
    const { page, pageErrors } = await visitor({ width: 375, height: 800 });
    // The start-up's settings are held back: the server's page is on screen, not yet React's.
    const release = await holdBack(page, '**/config.json');
    await page.goto(`/products?city=${cityId}`);
    const opener = page.getByRole('button', { name: 'Открыть меню' });
    await opener.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByTestId('mobile-menu').count(), 0, 'nothing answers yet');
    release();
    await page.getByTestId('mobile-menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    assert.equal(await opener.evaluate((button) => button === document.activeElement), true);
    assert.deepEqual(pageErrors, []);
  });

  it('a 390 px catalogue of phone photos downloads only their small sizes', async () => {
    const { cityId } = await seed();
    const { context, page } = await visitor({ width: 390, height: 844 });
    const images: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      images.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    });
    await page.goto(`/products?city=${cityId}`);
    await expect.text(page, 'Чай пуэр');
    await page.waitForLoadState('networkidle');
    await context.close();
    const photos = images.filter((image) => image.url.startsWith('/api/v1/upload/files/'));
    assert.ok(photos.length >= 2, JSON.stringify(images));
    for (const photo of photos) {
      const size = /\/(\d+)\.(webp|jpg)$/.exec(photo.url);
      assert.ok(size, `${photo.url} is a size, not the original`);
      assert.ok(Number(size[1]) <= 400, `${photo.url} is a phone's card at 2x`);
    }
    const total = photos.reduce((sum, photo) => sum + photo.bytes, 0);
    assert.ok(total < 200_000, `the cards' pictures weigh ${total} bytes`);
  });

  it('an uploaded photo carrying GPS EXIF is served without it, in every size', async () => {
    const { products } = await seed();
    const logo = products[1]?.logo ?? '';
    const original = await fetch(`${product.url}${logo}`);
    assert.equal(original.status, 200);
    const kept = await carriedMetadata(Buffer.from(await original.arrayBuffer()));
    assert.deepEqual([kept.exif, kept.xmp, kept.iptc], [false, false, false]);
    assert.equal(kept.width, 4000);
    for (const width of IMAGE_WIDTHS) {
      for (const format of ['webp', 'jpg']) {
        const response = await fetch(`${product.url}${logo}/${width}.${format}`);
        assert.equal(response.status, 200, `${width}.${format}`);
        assert.match(String(response.headers.get('cache-control')), /immutable/);
        const size = await carriedMetadata(Buffer.from(await response.arrayBuffer()));
        assert.equal(size.exif, false, `${width}.${format} has no EXIF`);
        assert.equal(Math.min(size.width ?? 0, size.height ?? 0), width, `${width}.${format}`);
      }
    }
  });

  it('the sitemap lists a product put on sale and drops it when it stops being on sale', async () => {
    const { api, districtId, products } = await seed();
    const { id } = await api.call<{ id: number }>('POST', '/products/', {
      name: 'Чай габа',
      description: 'Новинка',
      logo_image: products[0]?.logo,
      price: '900.00',
    });
    const listed = async () => (await html('/sitemap.xml')).includes(`/products/${id}</loc>`);
    assert.equal(await listed(), false, 'not on sale without stock');
    await api.call('PUT', `/products/${id}/stock`, {
      stock: [{ district_id: districtId, quantity: 3 }],
    });
    assert.equal(await listed(), true, 'on sale: listed');
    await api.call('PUT', `/products/${id}`, { is_active: false });
    assert.equal(await listed(), false, 'taken off sale: gone');
    const robots = await html('/robots.txt');
    for (const line of ['Disallow: /admin', 'Disallow: /user', 'Disallow: /pay']) {
      assert.ok(robots.includes(line), line);
    }
  });

  it("a signed-in customer's name never appears in a public page fetched by a guest", async () => {
    const { products, cityId } = await seed();
    const { page } = await signedIn(visitor, 'publicbuyer', SEED_PASSWORD);
    const pages = ['/', `/products?city=${cityId}`, `/products/${products[0]?.id}?city=${cityId}`];
    for (const path of pages) {
      await page.goto(path);
      await expect.text(page, 'publicbuyer');
    }
    for (const path of pages) {
      const guest = await html(path, { cookie: `city_id=${cityId}` });
      assert.ok(guest.includes('id="ssr-state"'), `${path} is rendered on the server`);
      assert.ok(!guest.includes('publicbuyer'), `${path} holds no one's name`);
    }
  });
});

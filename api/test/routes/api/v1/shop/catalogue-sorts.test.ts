import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ShopCity, ShopProduct, ShopProductsPage } from '@storefront/shared/contract/shop';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import { sql } from 'drizzle-orm';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { createCatalogTarget } from '../../../../helpers/catalog-targets.ts';
import { rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { fromNow, watchCache } from '../../../../helpers/service.ts';
import { call, ok } from '../../../../helpers/shop.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Card = ShopProductsPage['products'][number];

for (const backend of backends()) {
  describe(`catalogue: sorts, discounted cards, cities on sale, the product page's cities [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let cityId: number;
    let districtId: number;

    /** A product priced `price` with `stock` units in `district` (the suite's city by default). */
    async function product(price: string, stock: number, district = districtId) {
      const { id } = await createCatalogTarget(ctx.app, 'product');
      await ok(ctx.app, admin, 'PUT', `/products/${id}`, { price });
      await ok(ctx.app, admin, 'PUT', `/products/${id}/stock`, {
        stock: [{ district_id: district, quantity: stock }],
      });
      return id;
    }
    const discount = (fields: object) =>
      ok<{ id: number }>(ctx.app, admin, 'POST', '/discounts/', {
        name: 'Скидка',
        discount_type: 'percentage',
        value: '10',
        ...fields,
      });
    const catalogue = (query: string) =>
      ok<ShopProductsPage>(ctx.app, null, 'GET', `/shop/products?city_id=${cityId}&${query}`);
    /** Every card of the city in `sort`, read page by page (size 2: many page edges). */
    async function everyCard(sort: string): Promise<Card[]> {
      const cards: Card[] = [];
      for (let page = 1; ; page++) {
        const answer = await catalogue(`sort=${sort}&size=2&page=${page}`);
        cards.push(...answer.products);
        if (page >= answer.pages) return cards;
      }
    }
    async function publishReview(productId: number, rating: number) {
      const buyer = await createAccount(ctx.app);
      const [order] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO orders (user_id, product_id, product_name, unit_price, city_name,
          district_name, quantity, subtotal, total, status)
        VALUES (${buyer.id}, ${productId}, 'Товар', '1.00', 'Город', 'Район', 1, '1.00', '1.00',
          'completed') RETURNING id`,
      );
      await ctx.app.db.execute(sql`INSERT INTO reviews (user_id, product_id, order_id, rating,
          text, status) VALUES (${buyer.id}, ${productId}, ${order?.id}, ${rating}, 'Текст',
          'published')`);
    }

    // Prices and discounts chosen so that rounding (half up on exact halves), the cap of a fixed
    // discount at the price, and the choice of the larger of two discounts all matter.
    const ids: Record<string, number> = {};
    before(async () => {
      admin = await newAdmin(ctx.app);
      districtId = (await createCatalogTarget(ctx.app, 'district')).id;
      cityId = (await ctx.app.districtsRepository.findById(districtId))?.cityId ?? 0;
      ids.plain = await product('300.00', 3);
      ids.half = await product('0.05', 1); // 10 % of 5 kopecks: 0.5 → 1 kopeck off
      ids.odd = await product('333.33', 2); // 12.5 %: 41.66625 → 41.67 off
      ids.fixed = await product('40.00', 1); // a fixed 150 takes it all: 0.00
      ids.both = await product('1000.00', 4); // 10 % (100) beside a fixed 150 in the city
      ids.tie = await product('5.00', 1); // the empty one's price: the name decides
      ids.empty = await product('5.00', 1); // listed once stocked, out of stock now
      await ok(ctx.app, admin, 'PUT', `/products/${ids.empty}/stock`, {
        stock: [{ district_id: districtId, quantity: 0 }],
      });
      await discount({ name: 'Полкопейки', product_ids: [ids.half] });
      await discount({ name: 'Дробная', value: '12.5', product_ids: [ids.odd], city_id: cityId });
      await discount({
        name: 'Вся цена',
        discount_type: 'fixed',
        value: '150',
        product_ids: [ids.fixed],
      });
      await discount({ name: 'Десять', product_ids: [ids.both] });
      await discount({
        name: 'Городская',
        discount_type: 'fixed',
        value: '150',
        product_ids: [ids.both],
        city_id: cityId,
      });
      // Another city's discount and a discount not started yet change nothing here.
      const elsewhere = (await createCatalogTarget(ctx.app, 'city')).id;
      await discount({
        name: 'Не здесь',
        value: '90',
        product_ids: [ids.plain],
        city_id: elsewhere,
      });
      await discount({
        name: 'Потом',
        value: '90',
        product_ids: [ids.plain],
        valid_from: fromNow(3_600_000),
      });
    });

    it('prices each card as priceOrder prices one unit with the product page’s discounts', async () => {
      const cards = await everyCard('name');
      assert.equal(cards.length, 7);
      for (const card of cards) {
        const page = await ok<ShopProduct>(
          ctx.app,
          null,
          'GET',
          `/shop/products/${card.id}?city_id=${cityId}`,
        );
        const summary = priceOrder({
          unitPrice: parseMoney(page.price),
          quantity: 1,
          discounts: page.discounts,
        });
        assert.equal(card.price, formatMoney(summary.total), `card ${card.id}`);
        assert.equal(
          card.price_before_discount,
          summary.total < summary.subtotal ? page.price : null,
          `card ${card.id}`,
        );
      }
      const byId = new Map(cards.map((c) => [c.id, c]));
      const shown = (id: number | undefined) => {
        const card = byId.get(id ?? 0);
        return [card?.price, card?.price_before_discount];
      };
      assert.deepEqual(shown(ids.plain), ['300.00', null]);
      assert.deepEqual(shown(ids.half), ['0.04', '0.05']);
      assert.deepEqual(shown(ids.odd), ['291.66', '333.33']);
      assert.deepEqual(shown(ids.fixed), ['0.00', '40.00']);
      assert.deepEqual(shown(ids.both), ['850.00', '1000.00']);
      assert.deepEqual(shown(ids.empty), ['5.00', null]);
      assert.equal(byId.get(ids.empty ?? 0)?.in_stock, false);
    });

    it('sorts by the card’s price across pages, both ways; ties by name then id', async () => {
      const expected = (await everyCard('name'))
        .map((c, position) => ({ id: c.id, kopecks: parseMoney(c.price), position }))
        .sort((a, b) => a.kopecks - b.kopecks || a.position - b.position);
      const ascending = await everyCard('price_asc');
      assert.deepEqual(
        ascending.map((c) => c.id),
        expected.map((c) => c.id),
      );
      // The discounted figure orders, not the list price: 0.00 (list 40) before 0.04 (list 0.05).
      assert.deepEqual(
        ascending.slice(0, 2).map((c) => c.id),
        [ids.fixed, ids.half],
      );
      const descending = await everyCard('price_desc');
      assert.deepEqual(
        descending.map((c) => c.id),
        [...expected]
          .sort((a, b) => b.kopecks - a.kopecks || a.position - b.position)
          .map((c) => c.id),
      );
    });

    it('sorts the newest first, and by rating (best first, unrated last); cards carry the rating', async () => {
      const newest = await everyCard('new');
      assert.deepEqual(
        newest.map((c) => c.id),
        Object.values(ids).reverse(),
      );
      await publishReview(ids.odd ?? 0, 4);
      await publishReview(ids.odd ?? 0, 5); // 4.5
      await publishReview(ids.plain ?? 0, 5);
      await publishReview(ids.empty ?? 0, 3);
      const rated = await everyCard('rating');
      assert.deepEqual(
        rated.slice(0, 3).map((c) => [c.id, c.rating, c.reviews_count]),
        [
          [ids.plain, 5, 1],
          [ids.odd, 4.5, 2],
          [ids.empty, 3, 1],
        ],
      );
      const unrated = rated.slice(3);
      assert.ok(unrated.every((c) => c.rating === null && c.reviews_count === 0));
      const names = (await everyCard('name'))
        .map((c) => c.id)
        .filter((id) => unrated.some((c) => c.id === id));
      assert.deepEqual(
        unrated.map((c) => c.id),
        names,
        'unrated ones by name',
      );
    });

    it('refuses an unknown sort with 422 in the usual form', async () => {
      for (const sort of ['cheap', 'PRICE_ASC', '']) {
        const res = await call(
          ctx.app,
          null,
          'GET',
          `/shop/products?city_id=${cityId}&sort=${sort}`,
        );
        assert.equal(res.statusCode, 422, `${sort}: ${res.body}`);
        const [item] = res.json().detail;
        assert.deepEqual(item.loc, ['query', 'sort']);
        assert.equal(item.type, 'enum');
      }
    });

    it('answers each sort from the cache with its own ETag; a revalidation costs a 304', async () => {
      const watch = watchCache(ctx.app);
      try {
        const first = await call(
          ctx.app,
          null,
          'GET',
          `/shop/products?city_id=${cityId}&sort=price_desc`,
        );
        const again = await call(
          ctx.app,
          null,
          'GET',
          `/shop/products?city_id=${cityId}&sort=price_desc`,
          undefined,
        );
        assert.equal(again.headers.etag, first.headers.etag);
        const other = await call(
          ctx.app,
          null,
          'GET',
          `/shop/products?city_id=${cityId}&sort=price_asc`,
        );
        assert.notEqual(other.headers.etag, first.headers.etag);
        const revalidated = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/shop/products?city_id=${cityId}&sort=price_desc`,
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        assert.equal(revalidated.statusCode, 304);
        const loads = watch.seen.loads.filter((k) => k.startsWith(`products:${cityId}:`));
        assert.ok(loads.length <= 2, `one load per sort at most: ${loads.join(' ')}`);
      } finally {
        watch.stop();
      }
    });

    it('a discount starting or ending drops the cached catalogue page at that moment', async () => {
      const watch = watchCache(ctx.app);
      try {
        const id = await product('200.00', 1);
        const starts = fromNow(2_500);
        await discount({
          name: 'Скоро',
          value: '50',
          product_ids: [id],
          valid_from: starts,
          valid_until: new Date(Date.parse(starts) + 2_000).toISOString(),
        });
        // The writes' own notifications (the last one is the discount's products) are heard first.
        await watch.heard('discount_products');
        const heard = watch.seen.payloads.length;
        const card = async () =>
          (await catalogue('sort=name&size=100')).products.find((c) => c.id === id);
        const shown = async () => {
          const c = await card();
          return [c?.price, c?.price_before_discount];
        };
        assert.deepEqual(await shown(), ['200.00', null]);
        const loads = watch.seen.loads.length;
        assert.deepEqual(await shown(), ['200.00', null]);
        assert.equal(watch.seen.loads.length, loads, 'kept in the cache');
        await sleep(Math.max(0, Date.parse(starts) - Date.now()) + 150);
        assert.deepEqual(await shown(), ['100.00', '200.00']);
        await sleep(Math.max(0, Date.parse(starts) + 2_000 - Date.now()) + 150);
        assert.deepEqual(await shown(), ['200.00', null]);
        assert.equal(
          watch.seen.payloads.length,
          heard,
          'no notification: the page expired by itself',
        );
      } finally {
        watch.stop();
      }
    });

    it('counts each city’s products on sale (active, priced, in stock there)', async () => {
      const other = await createCatalogTarget(ctx.app, 'district');
      const otherCity = (await ctx.app.districtsRepository.findById(other.id))?.cityId ?? 0;
      const onSale = async (id: number) =>
        (await ok<ShopCity[]>(ctx.app, null, 'GET', '/shop/cities')).find((c) => c.id === id)
          ?.on_sale;
      const before = await onSale(cityId);
      assert.equal(await onSale(otherCity), 0);
      const a = await product('10.00', 2, other.id);
      assert.equal(await onSale(otherCity), 1);
      // The same product in a second district of the city counts once.
      const second = await ctx.app.districtsRepository.create({
        name: 'Второй',
        cityId: otherCity,
        isActive: true,
      });
      await ok(ctx.app, admin, 'PUT', `/products/${a}/stock`, {
        stock: [{ district_id: second.id, quantity: 1 }],
      });
      assert.equal(await onSale(otherCity), 1);
      // Sold out everywhere in the city, then deactivated: no longer on sale there.
      await ok(ctx.app, admin, 'PUT', `/products/${a}/stock`, {
        stock: [
          { district_id: other.id, quantity: 0 },
          { district_id: second.id, quantity: 0 },
        ],
      });
      assert.equal(await onSale(otherCity), 0);
      await ok(ctx.app, admin, 'PUT', `/products/${a}/stock`, {
        stock: [{ district_id: other.id, quantity: 1 }],
      });
      assert.equal(await onSale(otherCity), 1);
      await ok(ctx.app, admin, 'PUT', `/products/${a}`, { is_active: false });
      assert.equal(await onSale(otherCity), 0);
      assert.equal(await onSale(cityId), before, 'another city’s changes leave this one');
      // A stock change behind the API's back (only the database's notification) reaches it too.
      const watch = watchCache(ctx.app);
      try {
        await ctx.app.db.execute(sql`UPDATE product_stock SET quantity = 0
          WHERE product_id = ${ids.plain} AND district_id = ${districtId}`);
        await watch.heard(`stock:${ids.plain}:${cityId}:1`);
        assert.equal(await onSale(cityId), (before ?? 0) - 1);
        await ctx.app.db.execute(sql`UPDATE product_stock SET quantity = 3
          WHERE product_id = ${ids.plain} AND district_id = ${districtId}`);
        await watch.heard(`stock:${ids.plain}:${cityId}:1`, 2);
        assert.equal(await onSale(cityId), before);
      } finally {
        watch.stop();
      }
    });

    it('the product page names its city, the other cities holding it, and when it changed', async () => {
      const first = await product('70.00', 2);
      const far = await createCatalogTarget(ctx.app, 'district');
      const farCity = (await ctx.app.districtsRepository.findById(far.id))?.cityId ?? 0;
      await ok(ctx.app, admin, 'PUT', `/products/${first}/stock`, {
        stock: [{ district_id: far.id, quantity: 1 }],
      });
      const cityName = async (id: number) =>
        (await ok<ShopCity[]>(ctx.app, null, 'GET', '/shop/cities')).find((c) => c.id === id)?.name;
      const page = (query: string) =>
        ok<ShopProduct>(ctx.app, null, 'GET', `/shop/products/${first}${query}`);
      const here = await page(`?city_id=${cityId}`);
      assert.deepEqual(here.city, { id: cityId, name: await cityName(cityId) });
      assert.deepEqual(here.other_cities, [{ id: farCity, name: await cityName(farCity) }]);
      const [row] = await rows<{ updated_at: string }>(
        ctx.app,
        sql`SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
          FROM products WHERE id = ${first}`,
      );
      assert.equal(here.updated_at, row?.updated_at);
      const anywhere = await page('');
      assert.equal(anywhere.city, null);
      assert.deepEqual(
        anywhere.other_cities.map((c) => c.id).sort((a, b) => a - b),
        [cityId, farCity].sort((a, b) => a - b),
      );
      // Sold out there: no longer among the other cities; the page of that city names it still.
      await ok(ctx.app, admin, 'PUT', `/products/${first}/stock`, {
        stock: [{ district_id: far.id, quantity: 0 }],
      });
      assert.deepEqual((await page(`?city_id=${cityId}`)).other_cities, []);
      const there = await page(`?city_id=${farCity}`);
      assert.deepEqual(
        [there.city?.id, there.districts, there.other_cities.map((c) => c.id)],
        [farCity, [], [cityId]],
      );
      // A renamed product changes its updated_at.
      await sleep(5);
      await ok(ctx.app, admin, 'PUT', `/products/${first}`, { name: 'Переименованный товар' });
      assert.ok((await page('')).updated_at > here.updated_at);
    });
  });
}

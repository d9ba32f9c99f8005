import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState, rows } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { activityRows, fieldRefusal, orderOf, watchCache } from '../../../../helpers/service.ts';
import { call, ok, shelf, useStockedShelf } from '../../../../helpers/shop.ts';
import { assertShopInvariants } from '../../../../helpers/shop-invariants.ts';

interface Review {
  id: number;
  user_id: number;
  product_id: number;
  order_id: number;
  order_number: number;
  rating: number;
  text: string;
  status: string;
  moderated_at: string | null;
  moderated_by: string | null;
}
interface PublicPage {
  reviews: { id: number; rating: number; author: string; product_name: string }[];
  total: number;
  rating: number | null;
}
interface AdminPage {
  reviews: Review[];
  total: number;
  pending_count: number;
}

const TEXT = 'Отличный товар, рекомендую';

for (const backend of backends()) {
  describe(`/reviews [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '100.00', 100);
    /** The admin publishes or rejects a review; 200 with the review. */
    const moderate = <T = unknown>(id: number, move: 'publish' | 'reject') =>
      ok<T>(ctx.app, shop.admin, 'POST', `/admin/reviews/${id}/${move}`, undefined, 200);

    async function review(rating = 5, text = TEXT, shelfOf = shop.shelf) {
      const order = await orderOf(ctx.app, shop.admin, shelfOf);
      const r = await ok<Review>(ctx.app, order.buyer, 'POST', '/reviews/', {
        order_id: order.id,
        rating,
        text,
      });
      return { ...order, review: r };
    }

    it('reviews the caller’s own completed order: pending, logged, shown on the order', async () => {
      const { buyer, id, number, review: r } = await review(4, `  ${TEXT}  `);
      assert.deepEqual(
        [r.status, r.rating, r.text, r.order_id, r.order_number, r.product_id, r.user_id],
        ['pending', 4, TEXT, id, number, shop.shelf.productId, buyer.id],
      );
      assert.equal(r.moderated_at, null);
      const [row] = (await activityRows(ctx.app, 'review_create')).slice(-1);
      assert.deepEqual([row?.resource_type, row?.resource_id], ['review', String(r.id)]);
      const mine = await ok<{ orders: { id: number; review_status: string | null }[] }>(
        ctx.app,
        buyer,
        'GET',
        '/orders/my',
      );
      assert.equal(mine.orders.find((o) => o.id === id)?.review_status, 'pending');
      const journal = await ok<{ orders: { id: number; review_status: string | null }[] }>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/orders?search=${number}`,
      );
      assert.equal(journal.orders[0]?.review_status, 'pending');
    });

    it('an order without a review answers review_status null', async () => {
      const { buyer, id } = await orderOf(ctx.app, shop.admin, shop.shelf);
      const mine = await ok<{ orders: { id: number; review_status: string | null }[] }>(
        ctx.app,
        buyer,
        'GET',
        '/orders/my',
      );
      assert.equal(mine.orders.find((o) => o.id === id)?.review_status, null);
    });

    it('refuses someone else’s or an unknown order (404), an uncompleted one (400), a second (409)', async () => {
      const { buyer, id } = await review();
      const stranger = await createAccount(ctx.app);
      const paid = await orderOf(ctx.app, shop.admin, shop.shelf, 'paid');
      const before = await databaseState(ctx.app);
      const send = (who: Account, order_id: number) =>
        call(ctx.app, who, 'POST', '/reviews/', { order_id, rating: 5, text: TEXT });
      for (const order_id of [id, 999_999]) {
        const res = await send(stranger, order_id);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), { detail: 'Заказ не найден' });
      }
      const notDone = await send(paid.buyer, paid.id);
      assert.equal(notDone.statusCode, 400);
      assert.equal(notDone.json().detail, 'Отзыв можно оставить только на выполненный заказ');
      const twice = await send(buyer, id);
      assert.equal(twice.statusCode, 409);
      assert.equal(twice.json().detail, 'Отзыв на этот заказ уже оставлен');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('refuses ratings 0, 6 and 4.5 and texts outside 10..2000 (after trimming), nothing stored', async () => {
      const { buyer, id } = await orderOf(ctx.app, shop.admin, shop.shelf);
      const before = await databaseState(ctx.app);
      const send = (payload: object) =>
        call(ctx.app, buyer, 'POST', '/reviews/', {
          order_id: id,
          rating: 5,
          text: TEXT,
          ...payload,
        });
      for (const rating of [0, 6, 4.5]) {
        const res = await send({ rating });
        assert.equal(res.statusCode, 422, `${rating}`);
        assert.deepEqual(res.json().detail[0].loc, ['body', 'rating']);
      }
      for (const text of ['123456789', `   ${'я'.repeat(9)}   `, 'я'.repeat(2001)]) {
        assert.equal(
          fieldRefusal(await send({ text }), 'text'),
          'Текст отзыва — от 10 до 2000 символов',
        );
      }
      assert.equal(await databaseState(ctx.app), before);
      const low = await ok<Review>(ctx.app, buyer, 'POST', '/reviews/', {
        order_id: id,
        rating: 1,
        text: '1234567890',
      });
      assert.equal(low.rating, 1);
      const other = await orderOf(ctx.app, shop.admin, shop.shelf);
      await ok(ctx.app, other.buyer, 'POST', '/reviews/', {
        order_id: other.id,
        rating: 5,
        text: 'я'.repeat(2000),
      });
    });

    it('publishing shows it on /reviews and the product page at once (through the cache); rejecting withdraws it', async () => {
      const w = watchCache(ctx.app);
      const t = await shelf(ctx.app, shop.admin, '100.00', 10);
      const pageUrl = `/shop/products/${t.productId}?city_id=${t.cityId}`;
      try {
        await w.heard(`stock:${t.productId}:${t.cityId}:1`);
        const a = await review(5, TEXT, t);
        const b = await review(4, TEXT, t);
        const c = await review(4, TEXT, t);
        // The purchases' own stock notifications first: a late one would drop the page too.
        await w.heard(`stock:${t.productId}:${t.cityId}:0`, 3);
        let page = await ok<{ rating: number | null; reviews_count: number }>(
          ctx.app,
          null,
          'GET',
          pageUrl,
        );
        assert.deepEqual([page.rating, page.reviews_count], [null, 0]);
        w.seen.loads.length = 0;
        await ok(ctx.app, null, 'GET', pageUrl);
        assert.deepEqual(w.seen.loads, [], 'the page is cached');
        const published = await moderate<Review>(a.review.id, 'publish');
        assert.equal(published.status, 'published');
        assert.equal(published.moderated_by, shop.admin.username);
        assert.ok(published.moderated_at);
        page = await ok(ctx.app, null, 'GET', pageUrl);
        assert.deepEqual([page.rating, page.reviews_count], [5, 1]);
        await moderate(b.review.id, 'publish');
        await moderate(c.review.id, 'publish');
        page = await ok(ctx.app, null, 'GET', pageUrl);
        // (5 + 4 + 4) / 3 = 4.33…: one decimal.
        assert.deepEqual([page.rating, page.reviews_count], [4.3, 3]);
        const list = await ok<PublicPage>(
          ctx.app,
          null,
          'GET',
          `/reviews/?product_id=${t.productId}`,
        );
        assert.deepEqual(
          list.reviews.map((r) => r.id),
          [c.review.id, b.review.id, a.review.id],
        );
        assert.deepEqual([list.total, list.rating], [3, 4.3]);
        assert.equal(list.reviews[0]?.author, c.buyer.username);
        const rejected = await moderate<Review>(a.review.id, 'reject');
        assert.equal(rejected.status, 'rejected');
        page = await ok(ctx.app, null, 'GET', pageUrl);
        assert.deepEqual([page.rating, page.reviews_count], [4, 2]);
        // A rejected one can be published again; publishing twice counts once.
        await moderate(a.review.id, 'publish');
        await moderate(a.review.id, 'publish');
        page = await ok(ctx.app, null, 'GET', pageUrl);
        assert.deepEqual([page.rating, page.reviews_count], [4.3, 3]);
        const [aggregate] = await rows<{ published_count: number; rating_sum: number }>(
          ctx.app,
          sql`SELECT published_count, rating_sum FROM product_ratings WHERE product_id = ${t.productId}`,
        );
        assert.deepEqual(aggregate, { published_count: 3, rating_sum: 13 });
        assert.equal((await activityRows(ctx.app, 'review_publish')).length >= 5, true);
        assert.equal((await activityRows(ctx.app, 'review_reject')).length >= 1, true);
        await w.heard(`product:${t.productId}`);
        await assertShopInvariants(ctx.app.db);
      } finally {
        w.stop();
      }
    });

    it('a review published behind its back (another replica) reaches the cached page by notification', async () => {
      const t = await shelf(ctx.app, shop.admin, '100.00', 10);
      const a = await review(2, TEXT, t);
      const pageUrl = `/shop/products/${t.productId}?city_id=${t.cityId}`;
      const w = watchCache(ctx.app);
      try {
        assert.equal(
          (await ok<{ reviews_count: number }>(ctx.app, null, 'GET', pageUrl)).reviews_count,
          0,
        );
        await ctx.app.db.execute(sql`UPDATE reviews SET status = 'published', moderated_at = now()
          WHERE id = ${a.review.id}`);
        await w.heard(`product:${t.productId}`);
        const page = await ok<{ rating: number; reviews_count: number }>(
          ctx.app,
          null,
          'GET',
          pageUrl,
        );
        assert.deepEqual([page.rating, page.reviews_count], [2, 1]);
      } finally {
        w.stop();
      }
    });

    it('/reviews pages are cached with ETags, and a publication here or elsewhere shows on the next GET', async () => {
      const t = await shelf(ctx.app, shop.admin, '100.00', 10);
      const [a, b] = [await review(5, TEXT, t), await review(3, TEXT, t)];
      const w = watchCache(ctx.app);
      try {
        const urls = ['/api/v1/reviews/?size=5', `/api/v1/reviews/?product_id=${t.productId}`];
        const first = await Promise.all(urls.map((url) => ctx.app.inject({ url })));
        for (const res of first) {
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.headers['cache-control'], 'no-cache');
        }
        w.seen.loads.length = 0;
        for (const [i, url] of urls.entries()) {
          const etag = String(first[i]?.headers.etag);
          const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
          assert.equal(again.statusCode, 304);
        }
        assert.deepEqual(w.seen.loads, [], 'both pages came from the cache');

        await moderate(a.review.id, 'publish');
        for (const [i, url] of urls.entries()) {
          const etag = String(first[i]?.headers.etag);
          const changed = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
          assert.equal(changed.statusCode, 200, 'the old ETag no longer matches');
          const page = JSON.parse(changed.body) as PublicPage;
          assert.equal(page.reviews[0]?.id, a.review.id);
        }
        // Published behind this process's back (another replica): the notification drops them.
        await w.heard(`product:${t.productId}`);
        w.seen.payloads.length = 0;
        await ctx.app.db.execute(sql`UPDATE reviews SET status = 'published', moderated_at = now()
          WHERE id = ${b.review.id}`);
        await w.heard(`product:${t.productId}`);
        const byProduct = await ok<PublicPage>(
          ctx.app,
          null,
          'GET',
          `/reviews/?product_id=${t.productId}`,
        );
        assert.deepEqual(
          byProduct.reviews.map((r) => r.id),
          [b.review.id, a.review.id],
        );
        assert.deepEqual([byProduct.total, byProduct.rating], [2, 4]);
        const everyone = await ok<PublicPage>(ctx.app, null, 'GET', '/reviews/?size=5');
        assert.equal(everyone.reviews[0]?.id, b.review.id);
      } finally {
        w.stop();
      }
    });

    it('/reviews: published only, newest first, total from the counter; anyone reads it', async () => {
      const before = await ok<PublicPage>(ctx.app, null, 'GET', '/reviews/');
      const a = await review();
      const b = await review();
      await review();
      for (const r of [a, b]) {
        await moderate(r.review.id, 'publish');
      }
      const list = await ok<PublicPage>(ctx.app, null, 'GET', '/reviews/?size=2');
      assert.equal(list.total, before.total + 2);
      assert.equal(list.rating, null);
      // Newest first by when it was written, not when it was published.
      assert.deepEqual(
        list.reviews.map((r) => r.id),
        [b.review.id, a.review.id],
      );
      const [{ count } = { count: -1 }] = await rows<{ count: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS count FROM reviews WHERE status = 'published'`,
      );
      assert.equal(list.total, count);
      const none = await ok<PublicPage>(ctx.app, null, 'GET', '/reviews/?product_id=999999');
      assert.deepEqual([none.total, none.rating, none.reviews], [0, null, []]);
    });

    it('the moderation list: pending first (oldest first), then most recently moderated; pending_count', async () => {
      const t = await shelf(ctx.app, shop.admin, '100.00', 10);
      const made = [];
      for (let i = 0; i < 4; i++) made.push((await review(5, TEXT, t)).review);
      const [p1, p2, m1, m2] = made as [Review, Review, Review, Review];
      await moderate(m1.id, 'publish');
      await moderate(m2.id, 'reject');
      const all = await ok<AdminPage>(ctx.app, shop.admin, 'GET', '/admin/reviews?size=100');
      const ids = all.reviews.map((r) => r.id);
      const [{ pending } = { pending: -1 }] = await rows<{ pending: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS pending FROM reviews WHERE status = 'pending'`,
      );
      assert.equal(all.pending_count, pending);
      assert.ok(all.reviews.slice(0, pending).every((r) => r.status === 'pending'));
      assert.ok(ids.indexOf(p1.id) < ids.indexOf(p2.id), 'the queue is oldest first');
      assert.equal(ids[pending], m2.id, 'the most recently moderated first after the queue');
      assert.equal(ids[pending + 1], m1.id);
      assert.equal(all.total, ids.length);
      const onlyPending = await ok<AdminPage>(
        ctx.app,
        shop.admin,
        'GET',
        '/admin/reviews?status=pending&size=100',
      );
      assert.equal(onlyPending.total, pending);
      const rejected = await ok<AdminPage>(
        ctx.app,
        shop.admin,
        'GET',
        '/admin/reviews?status=rejected',
      );
      assert.equal(rejected.reviews[0]?.id, m2.id);
      assert.equal(rejected.pending_count, pending);
      // A page cut across the queue's end continues with the moderated ones.
      const cut = await ok<AdminPage>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/reviews?size=${pending + 1}&page=1`,
      );
      assert.equal(cut.reviews.at(-1)?.id, m2.id);
      const second = await ok<AdminPage>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/reviews?size=${pending + 1}&page=2`,
      );
      assert.equal(second.reviews[0]?.id, ids[pending + 1]);
      await assertShopInvariants(ctx.app.db);
      const unknown = await call(ctx.app, shop.admin, 'POST', '/admin/reviews/999999/publish');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().detail, 'Отзыв не найден');
    });
  });
}

const postgres = backends().includes('postgres');
describe('concurrent reviews of one order [postgres]', {
  skip: !postgres && 'no DATABASE_URL',
}, () => {
  const ctx = useApp('postgres');

  it('20 sends at once leave exactly one review (one 201, the rest 409)', async () => {
    const admin = await newAdmin(ctx.app);
    const s = await shelf(ctx.app, admin, '100.00', 10);
    const { buyer, id } = await orderOf(ctx.app, admin, s);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.app, buyer, 'POST', '/reviews/', { order_id: id, rating: 5, text: TEXT }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(codes, [201, ...Array(19).fill(409)]);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      ctx.app,
      sql`SELECT count(*)::int AS n FROM reviews WHERE order_id = ${id}`,
    );
    assert.equal(n, 1);
    const [counted] = await rows<{ count: number }>(
      ctx.app,
      sql`SELECT count FROM review_counts WHERE status = 'pending'`,
    );
    assert.equal(counted?.count, 1);
    assert.equal((await activityRows(ctx.app, 'review_create')).length, 1);
    await assertShopInvariants(ctx.app.db);
  });

  it('concurrent publishes and rejects of reviews keep the rating aggregate exact', async () => {
    const admin = await newAdmin(ctx.app);
    const s = await shelf(ctx.app, admin, '100.00', 10);
    const made: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { buyer, id } = await orderOf(ctx.app, admin, s);
      const r = await ok<Review>(ctx.app, buyer, 'POST', '/reviews/', {
        order_id: id,
        rating: i + 2,
        text: TEXT,
      });
      made.push(r.id);
    }
    const moves = Array.from({ length: 24 }, (_, i) => {
      const move = i % 3 === 0 ? 'reject' : 'publish';
      return call(ctx.app, admin, 'POST', `/admin/reviews/${made[i % made.length]}/${move}`);
    });
    assert.ok((await Promise.all(moves)).every((res) => res.statusCode === 200));
    await assertShopInvariants(ctx.app.db);
    const page = await ok<{ reviews_count: number }>(
      ctx.app,
      null,
      'GET',
      `/shop/products/${s.productId}?city_id=${s.cityId}`,
    );
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      ctx.app,
      sql`SELECT count(*)::int AS n FROM reviews
        WHERE product_id = ${s.productId} AND status = 'published'`,
    );
    assert.equal(page.reviews_count, n);
  });
});

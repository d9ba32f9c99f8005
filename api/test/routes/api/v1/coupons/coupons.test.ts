/** The coupons dashboard's calls: list, create and update (admins), logged in the event log. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities } from '../../../../../src/db/schema/index.ts';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponPayload, createCoupon, uniqueCode } from '../../../../helpers/marketing.ts';

const URL = '/api/v1/coupons/coupons';

for (const backend of backends()) {
  describe(`/api/v1/coupons/coupons [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const call = (method: string, url: string, payload?: object) =>
      ctx.app.inject({ method: method as 'GET', url, headers: admin.headers, payload });
    const codes = async (query: string) =>
      (await call('GET', `${URL}?${query}`)).json().coupons.map((c: { code: string }) => c.code);

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('creates an active coupon with every field of the wizard, code in uppercase', async () => {
      const code = uniqueCode('summer').toLowerCase();
      const payload = couponPayload({
        code: ` ${code} `,
        maximum_discount_amount: 250.5,
        usage_limit: 100,
        usage_limit_per_user: 1,
        valid_until: new Date(Date.now() + 86_400_000).toISOString(),
        requires_approval: true,
        stackable: true,
      });
      const res = await call('POST', URL, payload);
      assert.equal(res.statusCode, 201, res.body);
      const coupon = res.json();
      const { code: _, ...sent } = payload;
      assert.deepEqual(
        { ...coupon, id: 0, created_at: '' },
        {
          ...sent,
          id: 0,
          code: code.toUpperCase(),
          current_usage_count: 0,
          status: 'active',
          is_active: true,
          created_at: '',
        },
      );
      const listed = (await call('GET', `${URL}?search=${code}`)).json();
      assert.deepEqual(listed.coupons, [coupon], 'a list entry is the very record POST answered');
      const [log] = await ctx.app.db
        .select()
        .from(activities)
        .where(
          and(eq(activities.action, 'coupon_create'), eq(activities.resourceId, String(coupon.id))),
        );
      assert.deepEqual(
        [log?.userId, log?.description],
        [admin.id, `Создание купона: ${coupon.code}`],
      );
      assert.equal(log?.metadataJson.resource_name, coupon.code);
    });

    it('stores no cap for a fixed discount, nor a cap of 0 (the wizard\'s "no cap")', async () => {
      const fixed = await createCoupon(ctx.app, admin, {
        coupon_type: 'fixed',
        discount_value: 300,
        maximum_discount_amount: 50,
      });
      const zero = await createCoupon(ctx.app, admin, { maximum_discount_amount: 0 });
      assert.deepEqual([fixed.maximum_discount_amount, zero.maximum_discount_amount], [null, null]);
    });

    it('searches code, name and description in any case, newest first, paged', async () => {
      const tag = uniqueCode('T');
      const a = await createCoupon(ctx.app, admin, { code: `${tag}A` });
      const b = await createCoupon(ctx.app, admin, { name: `Осень ${tag.toLowerCase()}` });
      const c = await createCoupon(ctx.app, admin, { description: `Для ${tag} и друзей` });
      assert.deepEqual(await codes(`search=${tag.toLowerCase()}`), [c.code, b.code, a.code]);
      const page = (await call('GET', `${URL}?search=${tag}&size=2&page=2`)).json();
      assert.deepEqual(
        [page.coupons.length, page.total, page.page, page.size, page.pages],
        [1, 3, 2, 2, 2],
      );
      assert.deepEqual(await codes('search=%25_%25'), [], '% and _ are literal');
      const all = (await call('GET', `${URL}?page=1000`)).json();
      assert.deepEqual([all.coupons, all.total > 3], [[], true]);
      for (const query of [
        'page=0',
        'size=101',
        `search=${'x'.repeat(101)}`,
        'search=%0A',
        'sort=x',
      ]) {
        assert.equal((await call('GET', `${URL}?${query}`)).statusCode, 422, query);
      }
    });

    it('updates the status and other fields, only what was sent, logging before and after', async () => {
      const coupon = await createCoupon(ctx.app, admin, { usage_limit: 5 });
      const off = await call('PUT', `${URL}/${coupon.id}`, { status: 'inactive' });
      assert.equal(off.statusCode, 200, off.body);
      assert.deepEqual([off.json().status, off.json().is_active], ['inactive', false]);
      const res = await call('PUT', `${URL}/${coupon.id}`, {
        name: '  Новое имя  ',
        coupon_type: 'fixed',
        discount_value: 150,
        usage_limit: null,
      });
      const updated = res.json();
      assert.deepEqual(
        [
          updated.name,
          updated.coupon_type,
          updated.discount_value,
          updated.usage_limit,
          updated.status,
          updated.code,
        ],
        ['Новое имя', 'fixed', 150, null, 'inactive', coupon.code],
      );
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(
          and(eq(activities.action, 'coupon_update'), eq(activities.resourceId, String(coupon.id))),
        )
        .orderBy(activities.id);
      assert.deepEqual(log[0]?.metadataJson, {
        before: { status: 'active', is_active: true },
        after: { status: 'inactive', is_active: false },
        resource_name: coupon.code,
      });
      assert.deepEqual(log[1]?.metadataJson.after, {
        name: 'Новое имя',
        coupon_type: 'fixed',
        discount_value: 150,
        usage_limit: null,
      });
      const missing = await call('PUT', `${URL}/999999`, { status: 'active' });
      assert.deepEqual([missing.statusCode, missing.json()], [404, { detail: 'Купон не найден' }]);
    });
  });
}

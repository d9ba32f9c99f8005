/**
 * Spec 5's coupon rules on the server: each broken rule is a 422 naming the field with the
 * wizard's Russian message, and nothing is written (taken codes: coupon-codes.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponPayload, createCoupon } from '../../../../helpers/marketing.ts';

const URL = '/api/v1/coupons/coupons';
const FROM = '2026-06-01T00:00:00.000Z';

const INVALID: [string, object, string, RegExp][] = [
  ['a short name', { name: ' Ab ' }, 'name', /^Название должно содержать минимум 3 символа$/],
  [
    'a code with other letters',
    { code: 'ЛЕТО10' },
    'code',
    /^Код должен содержать только заглавные буквы и цифры$/,
  ],
  ['a code with a space', { code: 'SUMMER 10' }, 'code', /только заглавные буквы и цифры/],
  [
    'a zero discount',
    { discount_value: 0 },
    'discount_value',
    /^Размер скидки должен быть больше 0$/,
  ],
  [
    'a negative fixed discount',
    { coupon_type: 'fixed', discount_value: -5 },
    'discount_value',
    /больше 0/,
  ],
  [
    'a percentage over 100',
    { discount_value: 100.5 },
    'discount_value',
    /^Процентная скидка не может быть больше 100%$/,
  ],
  [
    'a zero usage limit',
    { usage_limit: 0 },
    'usage_limit',
    /^Лимит использований должен быть больше 0$/,
  ],
  [
    'a negative per-user limit',
    { usage_limit_per_user: -1 },
    'usage_limit_per_user',
    /^Лимит на пользователя должен быть больше 0$/,
  ],
  [
    'a negative minimum',
    { minimum_purchase_amount: -0.01 },
    'minimum_purchase_amount',
    /^Минимальная сумма не может быть отрицательной$/,
  ],
  [
    'an end before the start',
    { valid_from: FROM, valid_until: '2026-05-31T23:59:59Z' },
    'valid_until',
    /^Дата окончания должна быть позже даты начала$/,
  ],
  [
    'an end equal to the start',
    { valid_from: FROM, valid_until: FROM },
    'valid_until',
    /позже даты начала/,
  ],
  [
    'fractions of a kopeck',
    { coupon_type: 'fixed', discount_value: 10.005 },
    'discount_value',
    /копейки/,
  ],
  [
    'an unknown type',
    { coupon_type: 'bogo' },
    'coupon_type',
    /Допустимые значения: percentage, fixed/,
  ],
  ['a limit that is not whole', { usage_limit: 1.5 }, 'usage_limit', /Неверный тип/],
  ['a date that is not a date', { valid_from: 'завтра' }, 'valid_from', /Неверный формат/],
  ['an unknown field', { status: 'inactive' }, 'status', /Лишнее поле/],
];

for (const backend of backends()) {
  describe(`/api/v1/coupons/coupons: validation [${backend}]`, () => {
    const ctx = useApp(backend);
    const { admin, asAdmin: call } = useAdmin(ctx);

    for (const [name, fields, field, message] of INVALID) {
      it(`refuses ${name} with 422 on ${field} and writes nothing`, async () => {
        const state = await databaseState(ctx.app);
        const res = await call('POST', URL, couponPayload(fields as object));
        assert.equal(res.statusCode, 422, res.body);
        const issue = res.json().detail.find((i: { loc: string[] }) => i.loc[1] === field);
        assert.deepEqual(issue?.loc, ['body', field], res.body);
        assert.match(issue.msg, message);
        assert.equal(await databaseState(ctx.app), state);
      });
    }

    it('names every broken rule at once', async () => {
      const res = await call(
        'POST',
        URL,
        couponPayload({ name: 'x', discount_value: 0, usage_limit: 0 }),
      );
      const fields = res.json().detail.map((i: { loc: string[] }) => i.loc[1]);
      assert.deepEqual(fields, ['name', 'discount_value', 'usage_limit']);
    });

    it('checks an update against the coupon as it would be stored, changing nothing', async () => {
      const coupon = await createCoupon(ctx.app, admin(), {
        coupon_type: 'fixed',
        discount_value: 500,
        valid_from: FROM,
      });
      const state = await databaseState(ctx.app);
      const cases: [object, string, RegExp][] = [
        [{ coupon_type: 'percentage' }, 'discount_value', /не может быть больше 100%/],
        [{ valid_until: '2026-01-01T00:00:00Z' }, 'valid_until', /позже даты начала/],
        [{ name: '  ' }, 'name', /минимум 3 символа/],
        [{ usage_limit: 0 }, 'usage_limit', /больше 0/],
        [{ code: 'OTHER' }, 'code', /Лишнее поле/],
        [{ status: 'paused' }, 'status', /Допустимые значения: active, inactive/],
      ];
      for (const [body, field, message] of cases) {
        const res = await call('PUT', `${URL}/${coupon.id}`, body);
        assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`);
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.match(res.json().detail[0].msg, message);
      }
      assert.equal(await databaseState(ctx.app), state);
    });
  });
}

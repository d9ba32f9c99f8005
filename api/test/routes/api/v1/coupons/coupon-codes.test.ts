/** Coupon codes are unique in any case: the unique index on the uppercase code decides. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponPayload, createCoupon, uniqueCode } from '../../../../helpers/marketing.ts';

const URL = '/api/v1/coupons/coupons';

for (const backend of backends()) {
  describe(`/api/v1/coupons/coupons: unique codes [${backend}]`, () => {
    const ctx = useApp(backend);
    const { admin, asAdmin: call } = useAdmin(ctx);

    it('refuses a taken code, also in another case, with 400 naming it', async () => {
      const code = uniqueCode('DUP');
      await createCoupon(ctx.app, admin(), { code });
      const state = await databaseState(ctx.app);
      for (const again of [
        code,
        code.toLowerCase(),
        ` ${code.slice(0, 4).toLowerCase()}${code.slice(4)}`,
      ]) {
        const res = await call('POST', URL, couponPayload({ code: again }));
        assert.deepEqual(
          [res.statusCode, res.json()],
          [400, { detail: `Купон с кодом ${code} уже существует` }],
        );
      }
      assert.equal(await databaseState(ctx.app), state);
    });

    it('lets the unique index settle two simultaneous creates of one code', async () => {
      const code = uniqueCode('RACE');
      const answers = await Promise.all(
        [code, code.toLowerCase(), code].map((c) => call('POST', URL, couponPayload({ code: c }))),
      );
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 400, 400]);
    });
  });
}

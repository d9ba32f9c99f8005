import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNT_PASSWORD, createAccount } from '../../helpers/accounts.ts';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { SMALL_RATE_LIMITS as rateLimits, TOO_MANY } from '../../helpers/rate-limits.ts';
import {
  changePassword,
  postRegister,
  postToken,
  uniqueName,
  validateCoupon,
} from '../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`rate limits of logins, registrations, password changes and coupon checks [${backend}]`, () => {
    const ctx = useApp(backend, { config: { rateLimits } });

    it('limits logins per IP + username, with 429, the Russian detail and Retry-After', async () => {
      const ip = '10.0.0.1';
      for (let i = 0; i < 3; i++) {
        assert.equal((await postToken(ctx.app, 'victim', 'guess', ip)).statusCode, 401);
      }
      const limited = await postToken(ctx.app, 'VICTIM', 'guess', ip);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      // Another address is not punished for this one.
      assert.equal((await postToken(ctx.app, 'victim', 'guess', '10.0.0.2')).statusCode, 401);
    });

    it('limits logins per IP across usernames', async () => {
      const ip = '10.0.0.3';
      for (let i = 0; i < 5; i++) {
        const res = await postToken(ctx.app, uniqueName('spray'), 'guess', ip);
        assert.equal(res.statusCode, 401);
      }
      const limited = await postToken(ctx.app, uniqueName('spray'), 'guess', ip);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
    });

    it('limits registrations per IP', async () => {
      const ip = '10.0.0.4';
      for (let i = 0; i < 2; i++) {
        const res = await postRegister(ctx.app, { username: uniqueName(), password: 'secret' }, ip);
        assert.equal(res.statusCode, 201);
      }
      const limited = await postRegister(
        ctx.app,
        { username: uniqueName(), password: 'secret' },
        ip,
      );
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
    });

    it('limits password changes per user, from any address, before the password is checked', async () => {
      const user = await createAccount(ctx.app);
      const wrong = { current_password: 'guess', new_password: 'brand-new-password' };
      for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
        assert.equal((await changePassword(ctx.app, user.token, wrong, ip)).statusCode, 400);
      }
      // Even the right password waits now: the guess budget is spent.
      const right = { current_password: ACCOUNT_PASSWORD, new_password: 'brand-new-password' };
      const limited = await changePassword(ctx.app, user.token, right, '10.0.1.4');
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      // Another user is not punished.
      const other = await createAccount(ctx.app);
      const otherRes = await changePassword(ctx.app, other.token, wrong, '10.0.1.1');
      assert.equal(otherRes.statusCode, 400);
    });

    it('limits coupon checks per user', async () => {
      const user = await createAccount(ctx.app);
      for (let i = 0; i < 4; i++) {
        const res = await validateCoupon(ctx.app, user.token, `GUESS${i}`, `10.0.2.${i}`);
        assert.equal(res.statusCode, 200);
      }
      const limited = await validateCoupon(ctx.app, user.token, 'GUESS9', '10.0.2.9');
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), TOO_MANY);
    });

    it('limits coupon checks per IP across users', async () => {
      const ip = '10.0.3.1';
      for (let i = 0; i < 6; i++) {
        const user = await createAccount(ctx.app);
        assert.equal((await validateCoupon(ctx.app, user.token, 'GUESS', ip)).statusCode, 200);
      }
      const fresh = await createAccount(ctx.app);
      assert.equal((await validateCoupon(ctx.app, fresh.token, 'GUESS', ip)).statusCode, 429);
    });
  });
}

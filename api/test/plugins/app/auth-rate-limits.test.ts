import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from '../../helpers/app.ts';
import { backends } from '../../helpers/databases.ts';
import { SMALL_RATE_LIMITS as rateLimits, TOO_MANY } from '../../helpers/rate-limits.ts';
import { postRegister, postToken, uniqueName } from '../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`rate limits of /auth/token and /auth/register [${backend}]`, () => {
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
  });
}

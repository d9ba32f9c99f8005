import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOGIN_MESSAGES, VISIBLE_TEXT_MESSAGE } from '@storefront/shared/text-safety';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../../../src/db/schema/index.ts';
import { MESSAGES } from '../../../../../src/i18n/messages.ts';
import { backfillUsernameKeys } from '../../../../../src/plugins/app/users/username-keys.ts';
import { countUsers, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { TEST_ADMIN, useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { couponPayload } from '../../../../helpers/marketing.ts';
import { postRegister, postToken } from '../../../../helpers/requests.ts';

const PASSWORD = 'secret-pass-1';

for (const backend of backends()) {
  describe(`logins that look like another [${backend}]`, () => {
    const ctx = useApp(backend);
    const register = (username: string) => postRegister(ctx.app, { username, password: PASSWORD });

    it('refuses invisible and direction characters with 422, creating nobody', async () => {
      const before = await countUsers(ctx.app);
      for (const username of [
        'root\u200b',
        '\u202Eroot',
        'ro\u2060ot',
        'root\u00ad',
        'ro\u0007ot',
      ]) {
        const res = await register(username);
        assert.equal(res.statusCode, 422, JSON.stringify(username));
        assert.deepEqual(res.json().detail[0].loc, ['body', 'username']);
        assert.equal(res.json().detail[0].msg, LOGIN_MESSAGES.invisible);
      }
      assert.equal(await countUsers(ctx.app), before);
    });

    it('refuses Latin and Cyrillic in one login', async () => {
      const res = await register('r\u043e\u043et'); // "rооt" with two Cyrillic о
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().detail[0].msg, LOGIN_MESSAGES.mixedScript);
    });

    it('refuses a confusable of a taken login as taken: other case, width or alphabet', async () => {
      assert.equal((await register('cop')).statusCode, 201);
      for (const username of ['\u0441\u043e\u0440', 'COP', '\uff43\uff4f\uff50', 'ROOT']) {
        const res = await register(username); // сор (Cyrillic), COP, ｃｏｐ (full-width), ROOT
        assert.equal(res.statusCode, 400, username);
        assert.deepEqual(res.json(), { detail: MESSAGES.usernameTaken.ru });
      }
    });

    it('stores the NFKC form, which signs in whichever form is typed', async () => {
      assert.equal((await register('\uff4b\uff41\uff54\uff41')).statusCode, 201); // ｋａｔａ
      const [row] = await ctx.app.db.select().from(users).where(eq(users.username, 'kata'));
      assert.ok(row, 'stored as "kata"');
      assert.equal((await postToken(ctx.app, 'kata', PASSWORD)).statusCode, 200);
      assert.equal(
        (await postToken(ctx.app, '\uff4b\uff41\uff54\uff41', PASSWORD)).statusCode,
        200,
      );
    });

    it('applies the same rules when an admin creates a user', async () => {
      const admin = await newAdmin(ctx.app);
      const create = (username: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/admin/users/',
          headers: admin.headers,
          payload: { username, password: PASSWORD, role: 'customer' },
        });
      assert.equal((await create('r\u043eot')).statusCode, 422);
      assert.equal((await create('root\u200b')).statusCode, 422);
      const lookAlike = await create(TEST_ADMIN.username.replace('o', '\u03bf')); // Greek ο
      assert.equal(lookAlike.statusCode, 422); // Latin and Greek mixed
      assert.equal((await create('top')).statusCode, 201);
      const taken = await create('\u0422\u041e\u0420'); // ТОР, all Cyrillic capitals
      assert.equal(taken.statusCode, 400);
      assert.deepEqual(taken.json(), { detail: MESSAGES.usernameTaken.ru });
    });

    it('refuses invisible characters in catalogue and marketing names, storing nothing', async () => {
      const admin = await newAdmin(ctx.app);
      const before = await databaseState(ctx.app);
      const post = (url: string, payload: object) =>
        ctx.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      const hidden = 'Моск\u200bва';
      for (const [url, payload] of [
        ['/api/v1/cities/', { name: hidden }],
        ['/api/v1/districts/', { name: hidden, city_id: 1 }],
        [
          '/api/v1/products/',
          { name: hidden, description: '', logo_image: '/api/v1/upload/files/x.png' },
        ],
        ['/api/v1/referrals/programs/', { name: `\u202E${hidden}` }],
        ['/api/v1/coupons/coupons', couponPayload({ name: `${hidden}\u200e` })],
      ] as const) {
        const res = await post(url, payload);
        assert.equal(res.statusCode, 422, `${url}: ${res.body}`);
        assert.deepEqual(res.json().detail[0].loc, ['body', 'name'], url);
        assert.equal(res.json().detail[0].msg, VISIBLE_TEXT_MESSAGE, url);
      }
      assert.equal(await databaseState(ctx.app), before);
    });

    it('gives users older than the key column theirs at start, keeping look-alike pairs', async () => {
      const first = await createAccount(ctx.app, { username: 'legacy' });
      const second = await createAccount(ctx.app, { username: 'l\u0435gacy_x' });
      await ctx.app.db.execute(
        sql`UPDATE users SET username_key = NULL WHERE id IN (${first.id}, ${second.id})`,
      );
      assert.equal(await backfillUsernameKeys(ctx.app.db, ctx.app.usersRepository), 2);
      const keys = await ctx.app.db
        .select({ id: users.id, key: users.usernameKey })
        .from(users)
        .where(sql`${users.id} IN (${first.id}, ${second.id})`)
        .orderBy(users.id);
      assert.deepEqual(
        keys.map((k) => k.key),
        ['legacy', 'legacy_x'],
      );
      assert.equal(await backfillUsernameKeys(ctx.app.db, ctx.app.usersRepository), 0);
      assert.equal((await register('LEGACY')).statusCode, 400);
    });
  });
}

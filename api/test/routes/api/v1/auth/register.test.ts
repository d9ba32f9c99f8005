import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, users } from '../../../../../src/db/schema/index.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { bearer, login, postRegister, uniqueName } from '../../../../helpers/requests.ts';

for (const backend of backends()) {
  describe(`POST /api/v1/auth/register [${backend}]`, () => {
    const ctx = useApp(backend);

    it('creates a customer and answers 201 with the current-user shape', async () => {
      const username = uniqueName('Ivan');
      const res = await postRegister(ctx.app, { username: `  ${username} `, password: 'secret' });
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.username, username);
      assert.equal(body.role, 'customer');
      assert.equal(body.role_score, 1);
      assert.equal(body.is_active, true);
      assert.equal(body.is_verified, false);
      assert.equal(body.is_superuser, false);
      assert.equal(body.timezone, 'UTC');
      assert.equal(body.language, null, 'registered without a language: none chosen');
      assert.equal(body.last_login, null);
      assert.equal(body.login_count, 0);
      assert.ok(!Number.isNaN(Date.parse(body.created_at)));
      assert.equal('password_hash' in body, false);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, body.id));
      assert.match(row?.passwordHash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const log = await ctx.app.db.select().from(activities).where(eq(activities.userId, body.id));
      assert.deepEqual(
        log.map((a) => a.action),
        ['register'],
      );
    });

    it('keeps the visitor’s language (issue 21); GET /auth/me answers it, or null', async () => {
      const register = (language?: string) =>
        postRegister(ctx.app, {
          username: uniqueName('Lang'),
          password: 'secret',
          ...(language !== undefined && { language }),
        });
      const me = async (body: { username: string }) => {
        const token = await login(ctx.app, body.username, 'secret');
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: bearer(token),
        });
        return res.json().language;
      };
      for (const [sent, stored] of [
        ['en', 'en'],
        ['ru', 'ru'],
        [undefined, null],
      ] as const) {
        const res = await register(sent);
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(res.json().language, stored);
        const [row] = await ctx.app.db.select().from(users).where(eq(users.id, res.json().id));
        assert.equal(row?.language, stored);
        assert.equal(await me(res.json()), stored);
      }
      for (const wrong of ['de', '', 'EN', 1, null]) {
        const res = await postRegister(ctx.app, {
          username: uniqueName('Lang'),
          password: 'secret',
          language: wrong,
        });
        assert.equal(res.statusCode, 422, `${JSON.stringify(wrong)}: ${res.body}`);
        assert.deepEqual(res.json().detail[0].loc, ['body', 'language']);
      }
    });

    it('stores the referral code, and null when absent or empty', async () => {
      const withCode = await postRegister(ctx.app, {
        username: uniqueName(),
        password: 'secret',
        referral_code: ' ABC ',
      });
      const withNull = await postRegister(ctx.app, {
        username: uniqueName(),
        password: 'secret',
        referral_code: null,
      });
      const withEmpty = await postRegister(ctx.app, {
        username: uniqueName(),
        password: 'secret',
        referral_code: '',
      });
      const codes = [];
      for (const res of [withCode, withNull, withEmpty]) {
        assert.equal(res.statusCode, 201);
        const [row] = await ctx.app.db.select().from(users).where(eq(users.id, res.json().id));
        codes.push(row?.referralCode);
      }
      assert.deepEqual(codes, ['ABC', null, null]);
    });

    it('refuses a name that differs only in case: 400 Username already taken', async () => {
      const username = uniqueName('Petr');
      assert.equal((await postRegister(ctx.app, { username, password: 'secret' })).statusCode, 201);
      const res = await postRegister(ctx.app, {
        username: username.toUpperCase(),
        password: 'x12345',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { detail: 'Username already taken' });
    });

    it('lets the unique index settle concurrent registrations of one name', async () => {
      const username = uniqueName('race');
      const attempts = await Promise.all(
        [username, username.toUpperCase(), username].map((name) =>
          postRegister(ctx.app, { username: name, password: 'secret' }),
        ),
      );
      const statuses = attempts.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [201, 400, 400]);
      for (const r of attempts.filter((a) => a.statusCode === 400)) {
        assert.deepEqual(r.json(), { detail: 'Username already taken' });
      }
    });

    // [case, username, password, extra fields, field in loc, pydantic type]
    const invalid: [string, string | undefined, string | undefined, object, string, string][] = [
      ['too short username', 'ab', 'secret', {}, 'username', 'string_too_short'],
      ['username of spaces', '  a  ', 'secret', {}, 'username', 'string_too_short'],
      ['too long username', 'u'.repeat(51), 'secret', {}, 'username', 'string_too_long'],
      ['too short password', 'valid-name', '12345', {}, 'password', 'string_too_short'],
      ['too long password', 'valid-name', 'p'.repeat(257), {}, 'password', 'string_too_long'],
      ['missing password', 'valid-name', undefined, {}, 'password', 'missing'],
      ['extra field', 'valid-name', 'secret', { role: 'admin' }, 'role', 'extra_forbidden'],
      ['NUL character', 'bad\u0000name', 'secret', {}, 'username', 'value_error.str'],
      [
        'control character',
        'bad\u0007name',
        'secret',
        {},
        'username',
        'value_error.invisible_characters',
      ],
    ];
    for (const [name, username, password, extra, field, type] of invalid) {
      it(`answers 422 with loc for a ${name}`, async () => {
        const res = await postRegister(ctx.app, { username, password, ...extra });
        assert.equal(res.statusCode, 422);
        const [issue] = res.json().detail;
        assert.deepEqual(issue.loc, ['body', field]);
        assert.equal(issue.type, type);
        assert.equal(typeof issue.msg, 'string');
      });
    }

    it('accepts the limits exactly: 3 and 50 characters (Cyrillic too), password of 6', async () => {
      for (const username of ['Юля', 'н'.repeat(50)]) {
        const res = await postRegister(ctx.app, { username, password: '123456' });
        assert.equal(res.statusCode, 201, `${username}: ${res.body}`);
      }
    });

    it('explains minimum lengths in Russian', async () => {
      const res = await postRegister(ctx.app, { username: 'ab', password: 'secret' });
      assert.equal(res.json().detail[0].msg, 'Должно содержать минимум 3 символа');
    });
  });
}

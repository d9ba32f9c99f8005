import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { activities, users } from '../../../../../../src/db/schema/index.ts';
import {
  type Account,
  countUsers,
  createAccount,
  newAdmin,
} from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { backends } from '../../../../../helpers/databases.ts';
import { login } from '../../../../../helpers/requests.ts';

const URL = '/api/v1/admin/users';
/** A tag no other user has: searching for it isolates a test's own users. */
const tag = () => `q${randomBytes(3).toString('hex')}`;

for (const backend of backends()) {
  describe(`GET /api/v1/admin/users and the other reads [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let staff: Account;
    const get = (url: string, who: Account = admin) =>
      ctx.app.inject({ url, headers: who.headers });
    const names = async (url: string) =>
      (await get(url)).json().users.map((u: { username: string }) => u.username);

    before(async () => {
      admin = await newAdmin(ctx.app);
      staff = await createAccount(ctx.app, { role: 'staff' });
    });

    it('answers a page: users, total, page, size, pages, default size 20', async () => {
      const res = await get(URL);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['page', 'pages', 'size', 'total', 'users']);
      assert.equal(body.page, 1);
      assert.equal(body.size, 20);
      assert.equal(body.total, await countUsers(ctx.app));
      assert.equal(body.pages, Math.ceil(body.total / 20));
      assert.ok(body.users.length <= 20);
      assert.equal('password_hash' in body.users[0], false);
      // A list entry is the very record GET /{id} answers (dates formatted alike).
      await login(ctx.app, staff.username, 'account-pass-1');
      const listed = (await get(`${URL}?search=${staff.username}`)).json().users[0];
      assert.deepEqual(listed, (await get(`${URL}/${staff.id}`)).json());
      assert.notEqual(listed.last_login, null);
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    it('orders by login in the Russian collation, Cyrillic before Latin, ё after е', async () => {
      const t = tag();
      for (const word of ['Zoe', 'Яков', 'ёж', 'аист', 'Ева', 'Борис']) {
        await createAccount(ctx.app, { username: `${word}-${t}` });
      }
      assert.deepEqual(await names(`${URL}?search=${t}`), [
        `аист-${t}`,
        `Борис-${t}`,
        `Ева-${t}`,
        `ёж-${t}`,
        `Яков-${t}`,
        `Zoe-${t}`,
      ]);
    });

    it('pages are stable: consecutive pages tile the list, past the end is empty', async () => {
      const t = tag();
      for (let i = 0; i < 5; i++) await createAccount(ctx.app, { username: `p${i % 2}-${t}-${i}` });
      const all = await names(`${URL}?search=${t}&size=100`);
      assert.equal(all.length, 5);
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await get(`${URL}?search=${t}&size=2&page=${page}`)).json();
        assert.equal(body.total, 5);
        assert.equal(body.pages, 3);
        pages.push(...body.users.map((u: { username: string }) => u.username));
      }
      assert.deepEqual(pages, all);
      const past = (await get(`${URL}?search=${t}&size=2&page=4`)).json();
      assert.deepEqual([past.users.length, past.total, past.pages], [0, 5, 3]);
    });

    it('searches case-insensitively, in Cyrillic too', async () => {
      const t = tag();
      await createAccount(ctx.app, { username: `Ёжик-Иван-${t}` });
      await createAccount(ctx.app, { username: `пётр-${t}` });
      assert.deepEqual(
        await names(`${URL}?search=${encodeURIComponent(`иВАН-${t.toUpperCase()}`)}`),
        [`Ёжик-Иван-${t}`],
      );
      assert.deepEqual(await names(`${URL}?search=${encodeURIComponent(`ПЁТР-${t}`)}`), [
        `пётр-${t}`,
      ]);
      const none = (await get(`${URL}?search=${encodeURIComponent(`нет-${t}`)}`)).json();
      assert.deepEqual([none.users, none.total, none.pages], [[], 0, 0]);
    });

    it('takes % _ and \\ in a search literally', async () => {
      const t = tag();
      for (const name of [`a%b${t}`, `aXb${t}`, `a_b${t}`, `aYb${t}`, `a\\b${t}`]) {
        await createAccount(ctx.app, { username: name });
      }
      const search = (text: string) => names(`${URL}?search=${encodeURIComponent(text)}`);
      assert.deepEqual(await search(`a%b${t}`), [`a%b${t}`]);
      assert.deepEqual(await search(`a_b${t}`), [`a_b${t}`]);
      assert.deepEqual(await search(`a\\b${t}`), [`a\\b${t}`]);
      assert.equal((await search(`b${t}`)).length, 5);
    });

    it('filters by role (one or several) and by active state, with exact totals', async () => {
      const t = tag();
      await createAccount(ctx.app, { username: `s1-${t}`, role: 'staff' });
      await createAccount(ctx.app, { username: `s2-${t}`, role: 'staff', isActive: false });
      await createAccount(ctx.app, { username: `e1-${t}`, role: 'executor' });
      await createAccount(ctx.app, { username: `c1-${t}` });
      assert.deepEqual(await names(`${URL}?search=${t}&role=staff`), [`s1-${t}`, `s2-${t}`]);
      assert.deepEqual(await names(`${URL}?search=${t}&role=staff,executor&is_active=true`), [
        `e1-${t}`,
        `s1-${t}`,
      ]);
      assert.deepEqual(await names(`${URL}?search=${t}&is_active=false`), [`s2-${t}`]);
      // Without a search the totals come from the counters: they must equal count(*).
      const cases: [string, ReturnType<typeof sql>][] = [
        ['', sql`true`],
        ['role=staff', sql`role = 'staff'`],
        ['role=staff,executor', sql`role IN ('staff', 'executor')`],
        ['is_active=false', sql`NOT is_active`],
        ['role=customer&is_active=true', sql`role = 'customer' AND is_active`],
      ];
      for (const [query, where] of cases) {
        const body = (await get(`${URL}?${query}`)).json();
        assert.equal(body.total, await countUsers(ctx.app, where), query);
        assert.equal(body.pages, Math.ceil(body.total / 20), query);
      }
    });

    it('keeps the counted totals exact through changes made outside the API', async () => {
      const before = (await get(`${URL}/count`)).json().total;
      const extra = await createAccount(ctx.app, { role: 'executor' });
      await ctx.app.db
        .update(users)
        .set({ role: 'staff', isActive: false })
        .where(eq(users.id, extra.id));
      const staffInactive = (await get(`${URL}?role=staff&is_active=false`)).json().total;
      assert.equal(staffInactive, await countUsers(ctx.app, sql`role = 'staff' AND NOT is_active`));
      await ctx.app.db.delete(activities).where(eq(activities.userId, extra.id));
      await ctx.app.db.delete(users).where(eq(users.id, extra.id));
      assert.equal((await get(`${URL}/count`)).json().total, before);
      assert.equal(before, await countUsers(ctx.app));
    });

    it('lets staff read the lists too', async () => {
      const res = await get(`${URL}?size=1`, staff);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().users.length, 1);
    });

    const bad: [string, string, string][] = [
      ['page 0', 'page=0', 'greater_than_equal'],
      ['a negative page', 'page=-1', 'greater_than_equal'],
      ['size 0', 'size=0', 'greater_than_equal'],
      ['size over 100', 'size=101', 'less_than_equal'],
      ['a page that is not a number', 'page=two', 'integer_type'],
      ['an unknown role', 'role=boss', 'string_pattern_mismatch'],
      ['an unknown role in a list', 'role=staff,boss', 'string_pattern_mismatch'],
      ['a non-boolean is_active', 'is_active=maybe', 'boolean_type'],
      ['an overlong search', `search=${'x'.repeat(101)}`, 'string_too_long'],
      ['an unknown parameter', 'sort=username', 'extra_forbidden'],
    ];
    for (const [name, query, type] of bad) {
      it(`answers 422 for ${name}`, async () => {
        const res = await get(`${URL}?${query}`);
        assert.equal(res.statusCode, 422);
        const [issue] = res.json().detail;
        assert.equal(issue.loc[0], 'query');
        assert.equal(issue.type, type);
      });
    }

    it('GET /all answers users and total in the same order, ignoring no filter it lacks', async () => {
      const t = tag();
      for (const word of ['Борис', 'аист', 'Zed'])
        await createAccount(ctx.app, { username: `${word}${t}` });
      const res = await get(`${URL}/all?search=${t}&size=2`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        users: res.json().users,
        total: 3,
      });
      assert.deepEqual(
        res.json().users.map((u: { username: string }) => u.username),
        [`аист${t}`, `Борис${t}`],
      );
      assert.equal((await get(`${URL}/all?role=staff`)).statusCode, 422);
      assert.equal((await get(`${URL}/all`)).json().total, await countUsers(ctx.app));
    });

    it('GET /count answers the exact number of users', async () => {
      const res = await get(`${URL}/count`);
      assert.deepEqual(res.json(), { total: await countUsers(ctx.app) });
    });

    it('GET /lookup finds a login exactly, ignoring case; a part of it is not found', async () => {
      const t = tag();
      const user = await createAccount(ctx.app, { username: `Мария-${t}` });
      const found = await get(`${URL}/lookup?username=${encodeURIComponent(` мАРИЯ-${t} `)}`);
      assert.equal(found.statusCode, 200);
      assert.equal(found.json().id, user.id);
      const partial = await get(`${URL}/lookup?username=${encodeURIComponent('Мария')}`);
      assert.equal(partial.statusCode, 404);
      assert.deepEqual(partial.json(), { detail: 'Пользователь с таким логином не найден' });
      assert.equal((await get(`${URL}/lookup`)).statusCode, 422);
    });

    it('GET /{id} answers the record; unknown 404, malformed 422', async () => {
      const res = await get(`${URL}/${staff.id}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().username, staff.username);
      assert.equal(res.json().role_score, 50);
      const missing = await get(`${URL}/2000000000`);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { detail: 'Пользователь не найден' });
      for (const id of ['0', 'abc', '99999999999']) {
        assert.equal((await get(`${URL}/${id}`)).statusCode, 422, id);
      }
    });

    it('GET /stats counts users, active users, active admins and logins today', async () => {
      const member = await createAccount(ctx.app, { role: 'executor' });
      const before = (await get(`${URL}/stats`)).json();
      await login(ctx.app, member.username, 'account-pass-1');
      const stats = (await get(`${URL}/stats`)).json();
      assert.deepEqual(Object.keys(stats).sort(), [
        'active_users',
        'admin_users',
        'recent_logins',
        'total_users',
      ]);
      assert.equal(stats.total_users, await countUsers(ctx.app));
      assert.equal(stats.active_users, await countUsers(ctx.app, sql`is_active`));
      assert.equal(stats.admin_users, await countUsers(ctx.app, sql`is_active AND role = 'admin'`));
      assert.equal(stats.recent_logins, before.recent_logins + 1);
    });
  });
}

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities, users } from '../../../../../../src/db/schema/index.ts';
import {
  type Account,
  countUsers,
  createAccount,
  newAdmin,
} from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { databaseState } from '../../../../../helpers/database-state.ts';
import { backends } from '../../../../../helpers/databases.ts';
import { postToken, uniqueName } from '../../../../../helpers/requests.ts';

const URL = '/api/v1/admin/users';
const REFUSED_TOKEN = { detail: 'Could not validate credentials' };

for (const backend of backends()) {
  describe(`changing users: POST, PUT, activate, deactivate, DELETE [${backend}]`, () => {
    const ctx = useApp(backend);
    let root: Account;
    let admin: Account;
    let staff: Account;
    const call = (who: Account, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: who.headers, payload });
    const me = (who: Account) => ctx.app.inject({ url: '/api/v1/auth/me', headers: who.headers });
    const row = async (id: number) =>
      (await ctx.app.db.select().from(users).where(eq(users.id, id)))[0];
    const log = (id: number, action: string) =>
      ctx.app.db
        .select()
        .from(activities)
        .where(and(eq(activities.resourceId, String(id)), eq(activities.action, action)));

    before(async () => {
      root = await newAdmin(ctx.app);
      admin = await createAccount(ctx.app, { role: 'admin' });
      staff = await createAccount(ctx.app, { role: 'staff' });
    });

    it('POST creates: 201, trimmed login, defaults, logged without the password', async () => {
      const username = uniqueName('Новый');
      const res = await call(admin, 'POST', URL, {
        username: `  ${username} `,
        password: 'secret',
        role: 'staff',
      });
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.equal(body.username, username);
      assert.equal(body.role, 'staff');
      assert.equal(body.role_score, 50);
      assert.deepEqual(
        [body.is_active, body.is_verified, body.is_superuser, body.timezone, body.language],
        // No language given: the account never chose one (issue 21), its owner's browser decides.
        [true, false, false, 'UTC', null],
      );
      const [entry] = await log(body.id, 'user_create');
      assert.equal(entry?.userId, admin.id);
      assert.equal(entry?.metadataJson.username, username);
      assert.doesNotMatch(JSON.stringify(entry?.metadataJson), /argon|secret|password/i);
      assert.equal((await postToken(ctx.app, username, 'secret')).statusCode, 200);
    });

    it('POST takes the optional fields and canonicalises the time zone', async () => {
      const res = await call(root, 'POST', URL, {
        username: uniqueName(),
        password: 'secret',
        role: 'admin',
        is_active: false,
        is_verified: true,
        timezone: 'europe/moscow',
        language: 'en',
      });
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.deepEqual(
        [body.role, body.is_active, body.is_verified, body.timezone, body.language],
        ['admin', false, true, 'Europe/Moscow', 'en'],
      );
    });

    it('POST refuses a login taken in another case: 400 Username already taken', async () => {
      const username = uniqueName('Ирина');
      assert.equal(
        (await call(admin, 'POST', URL, { username, password: 'secret', role: 'customer' }))
          .statusCode,
        201,
      );
      const state = await databaseState(ctx.app);
      const res = await call(admin, 'POST', URL, {
        username: username.toUpperCase(),
        password: 'secret',
        role: 'customer',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { detail: 'Username already taken' });
      assert.equal(await databaseState(ctx.app), state);
    });

    const invalid: [string, object, string, string][] = [
      ['an empty login', { username: '' }, 'username', 'string_too_short'],
      ['a login of spaces', { username: '   ' }, 'username', 'string_too_short'],
      ['a login of 51 characters', { username: 'л'.repeat(51) }, 'username', 'string_too_long'],
      ['a password of 5', { password: '12345' }, 'password', 'string_too_short'],
      ['a password of 101', { password: 'p'.repeat(101) }, 'password', 'string_too_long'],
      ['an unknown role', { role: 'boss' }, 'role', 'enum'],
      ['no role', { role: undefined }, 'role', 'missing'],
      ['an extra field', { is_superuser: true }, 'is_superuser', 'extra_forbidden'],
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'value_error'],
      ['an unknown language', { language: 'de' }, 'language', 'enum'],
    ];
    for (const [name, change, field, type] of invalid) {
      it(`POST answers 422 for ${name} and creates nothing`, async () => {
        const state = await databaseState(ctx.app);
        const payload = { username: uniqueName(), password: 'secret', role: 'customer', ...change };
        const res = await call(admin, 'POST', URL, payload);
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.equal(res.json().detail[0].type, type);
        assert.equal(await databaseState(ctx.app), state);
      });
    }

    it('POST accepts the limits exactly: a login of 1 and of 50, a password of 6 and 100', async () => {
      for (const [username, password] of [
        ['Ж', '123456'],
        ['ж'.repeat(50), 'p'.repeat(100)],
      ] as const) {
        const res = await call(root, 'POST', URL, { username, password, role: 'customer' });
        assert.equal(res.statusCode, 201, `${username}: ${res.body}`);
      }
    });

    it('staff create executors and customers but not staff or admins', async () => {
      const create = (role: string) =>
        call(staff, 'POST', URL, { username: uniqueName(), password: 'secret', role });
      assert.equal((await create('executor')).statusCode, 201);
      assert.equal((await create('customer')).statusCode, 201);
      for (const role of ['staff', 'admin']) {
        const res = await create(role);
        assert.equal(res.statusCode, 403);
        assert.deepEqual(res.json(), { detail: 'Недостаточно прав для назначения этой роли' });
      }
    });

    it('PUT changes the role, logs before/after, and the user is signed out at once', async () => {
      const target = await createAccount(ctx.app, { role: 'executor' });
      assert.equal((await me(target)).statusCode, 200);
      const res = await call(admin, 'PUT', `${URL}/${target.id}`, { role: 'staff' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().role, 'staff');
      assert.equal(res.json().role_score, 50);
      const refused = await me(target);
      assert.equal(refused.statusCode, 401);
      assert.deepEqual(refused.json(), REFUSED_TOKEN);
      const [entry] = await log(target.id, 'role_change');
      assert.deepEqual(entry?.metadataJson, {
        username: target.username,
        before: { role: 'executor' },
        after: { role: 'staff' },
      });
      assert.match(entry?.description ?? '', /[а-я]/);
    });

    it('PUT of profile fields keeps the sessions: only rights changes sign out', async () => {
      const target = await createAccount(ctx.app, { role: 'executor' });
      const res = await call(admin, 'PUT', `${URL}/${target.id}`, {
        timezone: 'Asia/Yekaterinburg',
        language: 'en',
        is_verified: true,
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        [res.json().timezone, res.json().language, res.json().is_verified],
        ['Asia/Yekaterinburg', 'en', true],
      );
      assert.equal((await me(target)).statusCode, 200);
      assert.equal((await log(target.id, 'user_update')).length, 1);
    });

    it('revoke is PUT role customer: the staff member becomes a customer', async () => {
      const target = await createAccount(ctx.app, { role: 'staff' });
      const res = await call(root, 'PUT', `${URL}/${target.id}`, { role: 'customer' });
      assert.equal(res.json().role, 'customer');
      assert.equal(res.json().is_active, true);
      assert.match((await log(target.id, 'role_change'))[0]?.description ?? '', /Отзыв роли/);
    });

    it('a non-admin role forces the superuser flag off; only with admin can it be on', async () => {
      const target = await createAccount(ctx.app);
      const granted = await call(root, 'PUT', `${URL}/${target.id}`, {
        role: 'admin',
        is_superuser: true,
      });
      assert.equal(granted.statusCode, 200);
      assert.deepEqual([granted.json().role, granted.json().is_superuser], ['admin', true]);
      const demoted = await call(root, 'PUT', `${URL}/${target.id}`, {
        role: 'staff',
        is_superuser: true,
      });
      assert.equal(demoted.statusCode, 200);
      assert.deepEqual([demoted.json().role, demoted.json().is_superuser], ['staff', false]);
      const flagOnly = await call(root, 'PUT', `${URL}/${target.id}`, { is_superuser: true });
      assert.equal(flagOnly.json().is_superuser, false);
    });

    it('only a superuser grants superuser: an admin cannot even reach an admin row', async () => {
      const other = await createAccount(ctx.app, { role: 'admin' });
      const state = await databaseState(ctx.app);
      const res = await call(admin, 'PUT', `${URL}/${other.id}`, { is_superuser: true });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(res.json(), {
        detail: 'Недостаточно прав для управления этим пользователем',
      });
      assert.equal(await databaseState(ctx.app), state);
    });

    it('nobody changes their own row, not even a superuser', async () => {
      const state = await databaseState(ctx.app);
      for (const [method, url] of [
        ['PUT', `${URL}/${root.id}`],
        ['POST', `${URL}/${root.id}/deactivate`],
        ['DELETE', `${URL}/${root.id}`],
      ] as const) {
        const res = await call(
          root,
          method,
          url,
          method === 'PUT' ? { language: 'en' } : undefined,
        );
        assert.equal(res.statusCode, 403);
        assert.deepEqual(res.json(), { detail: 'Нельзя изменить собственную учётную запись' });
      }
      assert.equal(await databaseState(ctx.app), state);
    });

    it('deactivating staff demotes to customer, keeps time zone and language, ends sessions', async () => {
      const target = await createAccount(ctx.app, {
        role: 'staff',
        timezone: 'Europe/Samara',
        language: 'en',
      });
      const res = await call(admin, 'POST', `${URL}/${target.id}/deactivate`);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(
        [body.is_active, body.role, body.is_superuser, body.timezone, body.language],
        [false, 'customer', false, 'Europe/Samara', 'en'],
      );
      assert.deepEqual((await me(target)).json(), REFUSED_TOKEN);
      assert.equal((await postToken(ctx.app, target.username, 'account-pass-1')).statusCode, 401);
      const [entry] = await log(target.id, 'user_deactivate');
      assert.deepEqual(entry?.metadataJson.before, { role: 'staff', is_active: true });
      assert.deepEqual(entry?.metadataJson.after, { role: 'customer', is_active: false });

      const activated = await call(admin, 'POST', `${URL}/${target.id}/activate`);
      assert.deepEqual([activated.json().is_active, activated.json().role], [true, 'customer']);
      assert.equal((await log(target.id, 'user_activate')).length, 1);
      assert.equal((await postToken(ctx.app, target.username, 'account-pass-1')).statusCode, 200);
    });

    it('a superuser deactivated by another superuser loses the flag too', async () => {
      const target = await newAdmin(ctx.app);
      const res = await call(root, 'DELETE', `${URL}/${target.id}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        [res.json().is_active, res.json().role, res.json().is_superuser],
        [false, 'customer', false],
      );
    });

    it('DELETE and PUT is_active false are deactivations; a customer stays a customer', async () => {
      const viaDelete = await createAccount(ctx.app, { role: 'executor' });
      const res = await call(staff, 'DELETE', `${URL}/${viaDelete.id}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual([res.json().is_active, res.json().role], [false, 'customer']);
      const viaPut = await createAccount(ctx.app, { role: 'executor' });
      const put = await call(staff, 'PUT', `${URL}/${viaPut.id}`, { is_active: false });
      assert.deepEqual([put.json().is_active, put.json().role], [false, 'customer']);
      const customer = await createAccount(ctx.app);
      const plain = await call(staff, 'POST', `${URL}/${customer.id}/deactivate`);
      assert.deepEqual([plain.json().is_active, plain.json().role], [false, 'customer']);
      assert.equal((await row(customer.id))?.tokenVersion, customer.tokenVersion + 1);
    });

    it('activate on an active user changes nothing but is answered and logged', async () => {
      const target = await createAccount(ctx.app);
      const res = await call(admin, 'POST', `${URL}/${target.id}/activate`);
      assert.equal(res.statusCode, 200);
      assert.equal((await row(target.id))?.tokenVersion, target.tokenVersion);
      assert.equal((await me(target)).statusCode, 200);
    });

    it('answers 404 for an unknown user on every change', async () => {
      for (const [method, url] of [
        ['PUT', `${URL}/2000000000`],
        ['POST', `${URL}/2000000000/activate`],
        ['POST', `${URL}/2000000000/deactivate`],
        ['DELETE', `${URL}/2000000000`],
      ] as const) {
        const res = await call(root, method, url, method === 'PUT' ? { role: 'staff' } : undefined);
        assert.equal(res.statusCode, 404, url);
        assert.deepEqual(res.json(), { detail: 'Пользователь не найден' });
      }
    });

    const invalidPut: [string, object, string][] = [
      ['an unknown role', { role: 'boss' }, 'enum'],
      ['a non-boolean is_active', { is_active: 'yes' }, 'boolean_type'],
      ['the login, which is not editable', { username: 'new-name' }, 'extra_forbidden'],
      ['a password, which this call does not set', { password: 'secret12' }, 'extra_forbidden'],
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'value_error'],
    ];
    for (const [name, payload, type] of invalidPut) {
      it(`PUT answers 422 for ${name} and changes nothing`, async () => {
        const target = await createAccount(ctx.app, { role: 'executor' });
        const state = await databaseState(ctx.app);
        const res = await call(admin, 'PUT', `${URL}/${target.id}`, payload);
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().detail[0].type, type);
        assert.equal(await databaseState(ctx.app), state);
      });
    }

    it('the legacy calls follow the same rules: GET, PUT and DELETE /auth/users', async () => {
      const list = await ctx.app.inject({ url: '/api/v1/auth/users', headers: admin.headers });
      assert.equal(list.statusCode, 200);
      const page = await ctx.app.inject({ url: `${URL}?size=100`, headers: admin.headers });
      assert.deepEqual(list.json(), page.json().users);
      assert.equal(list.json().length, Math.min(100, await countUsers(ctx.app)));

      const target = await createAccount(ctx.app, { role: 'executor' });
      const put = await call(admin, 'PUT', `/api/v1/auth/users/${target.id}`, { role: 'staff' });
      assert.equal(put.json().role, 'staff');
      assert.equal((await me(target)).statusCode, 401);
      const refused = await call(staff, 'PUT', `/api/v1/auth/users/${target.id}`, {
        language: 'en',
      });
      assert.equal(refused.statusCode, 403);
      const removed = await call(admin, 'DELETE', `/api/v1/auth/users/${target.id}`);
      assert.deepEqual([removed.json().is_active, removed.json().role], [false, 'customer']);
    });
  });
}

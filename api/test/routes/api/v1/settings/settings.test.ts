import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { activityRows, assertRefusals, fieldRefusal } from '../../../../helpers/service.ts';
import { call, ok } from '../../../../helpers/shop.ts';

const FULL = {
  shop_name: 'Лавка',
  phone: '+7 900 000-00-00',
  email: 'shop@example.ru',
  address: 'Москва, ул. Тверская, 1',
  working_hours: 'Пн–Пт 9:00–18:00',
  rules: 'Первое правило.\n\nВторое <b>правило</b>.',
  topup_min: '100.00',
  topup_max: '100000.00',
};

for (const backend of backends()) {
  describe(`/settings [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let customer: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
      customer = await createAccount(ctx.app);
    });

    /** PUT /admin/settings as the admin: FULL with `fields` on top, expected to answer 200. */
    const save = <T = typeof FULL & { updated_at: string }>(fields: object) =>
      ok<T>(ctx.app, admin, 'PUT', '/admin/settings', { ...FULL, ...fields }, 200);

    const put = (payload: object, lang?: string) =>
      ctx.call(admin, 'PUT', '/api/v1/admin/settings', payload, lang);
    const topup = (amount: string) => call(ctx.app, customer, 'POST', '/payments', { amount });

    it('answers the defaults before the first save, to anyone', async () => {
      assert.deepEqual(await ok(ctx.app, null, 'GET', '/settings'), {
        shop_name: '',
        phone: '',
        email: '',
        address: '',
        working_hours: '',
        rules: '',
        topup_min: '100.00',
        topup_max: '100000.00',
        time_zone: 'Europe/Moscow',
        low_stock_threshold: 5,
        updated_at: null,
      });
    });

    it('saves every field (trimmed) and answers them; GET reads them back; logged', async () => {
      const saved = await save<typeof FULL & { updated_at: string }>({
        shop_name: `  ${FULL.shop_name}  `,
        topup_min: '150.5',
      });
      assert.deepEqual(
        { ...saved, updated_at: null },
        // Issue 23: a body without the time zone or the low-stock threshold keeps the saved one.
        {
          ...FULL,
          topup_min: '150.50',
          time_zone: 'Europe/Moscow',
          low_stock_threshold: 5,
          updated_at: null,
        },
      );
      assert.ok(Date.parse(saved.updated_at) > 0);
      assert.deepEqual(await ok(ctx.app, null, 'GET', '/settings'), saved);
      const [row] = (await activityRows(ctx.app, 'settings_update')).slice(-1);
      assert.equal(row?.resource_type, 'settings');
      assert.equal(row?.user_id, admin.id);
      const metadata = row?.metadata as {
        before: Record<string, string>;
        after: Record<string, string>;
      };
      assert.deepEqual([metadata.before.shop_name, metadata.after.shop_name], ['', 'Лавка']);
      const cleared = await save<typeof FULL>({ email: '', rules: '' });
      assert.deepEqual([cleared.email, cleared.rules], ['', '']);
    });

    it('accepts ordinary addresses, a Cyrillic domain among them (issue 20)', async () => {
      for (const email of [
        'first.last+shop@mail.example.ru',
        "o'neil@example.com",
        'shop@магазин.рф',
      ]) {
        const saved = await save<{ email: string }>({ email });
        assert.equal(saved.email, email);
      }
    });

    it('refuses bad values with their details (Russian and English), changing nothing', async () => {
      const cases: [object, string, string, string][] = [
        [
          { email: 'не почта' },
          'email',
          'Введите корректный e-mail',
          'Enter a valid e-mail address',
        ],
        [{ email: 'a@b' }, 'email', 'Введите корректный e-mail', 'Enter a valid e-mail address'],
        // Issue 20: what a mailto: link would read as more than an address.
        [
          {
            email:
              'support?cc=attacker%40evil.example&bcc=x%40evil.example&subject=hi@shop.example',
          },
          'email',
          'Введите корректный e-mail',
          'Enter a valid e-mail address',
        ],
        [
          { email: 'javascript:alert(1)//@x.com' },
          'email',
          'Введите корректный e-mail',
          'Enter a valid e-mail address',
        ],
        [
          { shop_name: 'я'.repeat(61) },
          'shop_name',
          'Не более 60 символов',
          'At most 60 characters',
        ],
        [{ phone: '1'.repeat(41) }, 'phone', 'Не более 40 символов', 'At most 40 characters'],
        [
          { address: 'я'.repeat(301) },
          'address',
          'Не более 300 символов',
          'At most 300 characters',
        ],
        [
          { working_hours: 'я'.repeat(201) },
          'working_hours',
          'Не более 200 символов',
          'At most 200 characters',
        ],
        [
          { rules: 'я'.repeat(20_001) },
          'rules',
          'Не более 20000 символов',
          'At most 20000 characters',
        ],
        [
          { topup_min: '99.99' },
          'topup_min',
          'Сумма пополнения — от 100 до 100 000 ₽',
          'A top-up limit must be from RUB 100 to RUB 100,000',
        ],
        [
          { topup_max: '100000.01' },
          'topup_max',
          'Сумма пополнения — от 100 до 100 000 ₽',
          'A top-up limit must be from RUB 100 to RUB 100,000',
        ],
        [
          { topup_min: '5000', topup_max: '4999' },
          'topup_max',
          'Минимальная сумма не может быть больше максимальной',
          'The minimum cannot exceed the maximum',
        ],
        [
          { topup_min: 'сто' },
          'topup_min',
          'Сумма — число не точнее копейки, например 100 или 1500.50',
          'The amount is a number with at most two decimals, e.g. 100 or 1500.50',
        ],
      ];
      const before = await databaseState(ctx.app);
      await assertRefusals((fields, language) => put({ ...FULL, ...fields }, language), cases);
      const partial = await put({ shop_name: 'Только имя' });
      assert.equal(partial.statusCode, 422, 'every field is required');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('takes the limits themselves', async () => {
      await save({
        shop_name: 'я'.repeat(60),
        phone: '1'.repeat(40),
        rules: 'я'.repeat(20_000),
        topup_min: '100',
        topup_max: '100',
      });
    });

    it('POST /payments follows the saved top-up limits, with the figures in its details', async () => {
      await save({ topup_min: '500', topup_max: '1500.50' });
      const before = await databaseState(ctx.app);
      assert.equal(
        fieldRefusal(await topup('499.99'), 'amount'),
        'Минимальная сумма пополнения — 500 ₽',
      );
      assert.equal(
        fieldRefusal(await topup('1500.51'), 'amount'),
        'Максимальная сумма пополнения — 1 500,50 ₽',
      );
      const en = await ctx.call(customer, 'POST', '/api/v1/payments', { amount: '10' }, 'en');
      assert.equal(fieldRefusal(en, 'amount'), 'The minimum top-up is RUB 500');
      assert.equal(await databaseState(ctx.app), before);
      assert.equal((await topup('500')).statusCode, 201);
      assert.equal((await topup('1500.50')).statusCode, 201);
      await ok(ctx.app, admin, 'PUT', '/admin/settings', FULL, 200);
      assert.equal(
        fieldRefusal(await topup('100000.01'), 'amount'),
        'Максимальная сумма пополнения — 100 000 ₽',
      );
      assert.equal(
        fieldRefusal(await topup('99'), 'amount'),
        'Минимальная сумма пополнения — 100 ₽',
      );
      assert.equal((await topup('100')).statusCode, 201);
    });

    it('only admins save', async () => {
      const before = await databaseState(ctx.app);
      assert.equal((await call(ctx.app, customer, 'PUT', '/admin/settings', FULL)).statusCode, 403);
      assert.equal((await call(ctx.app, null, 'PUT', '/admin/settings', FULL)).statusCode, 401);
      assert.equal(await databaseState(ctx.app), before);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { activityRows, fieldRefusal, orderOf } from '../../../../helpers/service.ts';
import { call, ok, useStockedShelf } from '../../../../helpers/shop.ts';

interface Ticket {
  id: number;
  number: number;
  user_id: number;
  username: string;
  subject: string;
  order: { id: number; number: number } | null;
  status: string;
  last_message_at: string;
  messages: { id: number; author: string; from_shop: boolean; text: string }[];
}
interface Page {
  tickets: Ticket[];
  total: number;
  open_count: number;
}

for (const backend of backends()) {
  describe(`/tickets [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app);

    /** POST /tickets/{id}/close as `who`: 200 with the ticket. */
    const close = (who: Account, id: number) =>
      ok<Ticket>(ctx.app, who, 'POST', `/tickets/${id}/close`, undefined, 200);
    const open = (who: Account, payload: object) =>
      ok<Ticket>(ctx.app, who, 'POST', '/tickets/', payload);

    it('opens a ticket with its first message, numbered from 1000, open, logged', async () => {
      const customer = await createAccount(ctx.app);
      const t = await open(customer, { subject: '  Где заказ?  ', text: '  Здравствуйте  ' });
      assert.ok(t.number >= 1000);
      assert.equal(t.subject, 'Где заказ?');
      assert.equal(t.status, 'open');
      assert.equal(t.order, null);
      assert.equal(t.username, customer.username);
      assert.deepEqual(
        t.messages.map((m) => [m.author, m.from_shop, m.text]),
        [[customer.username, false, 'Здравствуйте']],
      );
      const [row] = (await activityRows(ctx.app, 'ticket_create')).slice(-1);
      assert.deepEqual(
        [row?.resource_type, row?.resource_id, row?.user_id],
        ['ticket', String(t.id), customer.id],
      );
      const next = await open(customer, { subject: 'Ещё вопрос', text: 'Текст' });
      assert.equal(next.number, t.number + 1);
    });

    it('stores HTML and script as the literal text', async () => {
      const customer = await createAccount(ctx.app);
      const text = '<script>alert(1)</script>\n<b>жирный</b> & "кавычки"';
      const t = await open(customer, { subject: '<img src=x onerror=alert(1)>', text });
      const read = await ok<Ticket>(ctx.app, customer, 'GET', `/tickets/${t.id}`);
      assert.equal(read.subject, '<img src=x onerror=alert(1)>');
      assert.equal(read.messages[0]?.text, text);
    });

    it('takes the caller’s own order; someone else’s or an unknown one is 400, nothing stored', async () => {
      const { buyer, id, number } = await orderOf(ctx.app, shop.admin, shop.shelf, 'paid');
      const t = await open(buyer, { subject: 'О заказе', text: 'Текст', order_id: id });
      assert.deepEqual(t.order, { id, number });
      const stranger = await createAccount(ctx.app);
      const before = await databaseState(ctx.app);
      for (const order_id of [id, 999_999]) {
        const res = await call(ctx.app, stranger, 'POST', '/tickets/', {
          subject: 'О заказе',
          text: 'Текст',
          order_id,
        });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().detail, 'Заказ не найден среди ваших заказов');
      }
      assert.equal(await databaseState(ctx.app), before);
    });

    it('refuses a subject or message outside the limits (after trimming), nothing stored', async () => {
      const customer = await createAccount(ctx.app);
      const before = await databaseState(ctx.app);
      const cases: [object, string, string][] = [
        [{ subject: 'аб', text: 'x' }, 'subject', 'Тема — от 3 до 120 символов'],
        [{ subject: '  аб  ', text: 'x' }, 'subject', 'Тема — от 3 до 120 символов'],
        [{ subject: 'я'.repeat(121), text: 'x' }, 'subject', 'Тема — от 3 до 120 символов'],
        [{ subject: 'Тема', text: '   ' }, 'text', 'Сообщение — от 1 до 4000 символов'],
        [{ subject: 'Тема', text: 'я'.repeat(4001) }, 'text', 'Сообщение — от 1 до 4000 символов'],
      ];
      for (const [payload, field, detail] of cases) {
        const res = await call(ctx.app, customer, 'POST', '/tickets/', payload);
        assert.equal(fieldRefusal(res, field), detail);
      }
      const en = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/tickets/',
        headers: { ...customer.headers, 'accept-language': 'en' },
        payload: { subject: 'ab', text: 'x' },
      });
      assert.equal(fieldRefusal(en, 'subject'), 'The subject must be 3 to 120 characters long');
      assert.equal(await databaseState(ctx.app), before);
      await open(customer, { subject: 'абв', text: 'я' });
      await open(customer, { subject: 'я'.repeat(120), text: 'я'.repeat(4000) });
    });

    it('admins cannot open tickets (403), nothing stored', async () => {
      const before = await databaseState(ctx.app);
      const res = await call(ctx.app, shop.admin, 'POST', '/tickets/', {
        subject: 'Тема',
        text: 'x',
      });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().detail, 'Администраторы не открывают тикеты');
      assert.equal(await databaseState(ctx.app), before);
    });

    it('another customer’s ticket is 404 on read, reply and close, like an unknown id', async () => {
      const owner = await createAccount(ctx.app);
      const t = await open(owner, { subject: 'Личное', text: 'Секрет' });
      const stranger = await createAccount(ctx.app);
      const before = await databaseState(ctx.app);
      const tries = [
        ['GET', `/tickets/${t.id}`, undefined],
        ['POST', `/tickets/${t.id}/messages`, { text: 'Влезу' }],
        ['POST', `/tickets/${t.id}/messages`, { text: '' }],
        ['POST', `/tickets/${t.id}/close`, undefined],
        ['GET', '/tickets/999999', undefined],
        ['POST', '/tickets/999999/messages', { text: 'x' }],
        ['POST', '/tickets/999999/close', undefined],
      ] as const;
      for (const [method, url, payload] of tries) {
        const res = await call(ctx.app, stranger, method, url, payload);
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(res.json(), { detail: 'Тикет не найден' });
      }
      assert.equal(await databaseState(ctx.app), before);
      const mine = await ok<Page>(ctx.app, stranger, 'GET', '/tickets/');
      assert.equal(mine.total, 0);
    });

    it('moves: admin reply → answered, customer reply → open (also from closed), close → closed', async () => {
      const customer = await createAccount(ctx.app);
      const t = await open(customer, { subject: 'Статусы', text: 'Первое' });
      const answered = await ok<Ticket>(ctx.app, shop.admin, 'POST', `/tickets/${t.id}/messages`, {
        text: 'Ответ магазина',
      });
      assert.equal(answered.status, 'answered');
      assert.deepEqual(answered.messages.at(-1), {
        ...answered.messages.at(-1),
        author: shop.admin.username,
        from_shop: true,
        text: 'Ответ магазина',
      });
      const reopened = await ok<Ticket>(ctx.app, customer, 'POST', `/tickets/${t.id}/messages`, {
        text: 'Спасибо, но…',
      });
      assert.equal(reopened.status, 'open');
      assert.equal(reopened.messages.length, 3);
      const closed = await close(customer, t.id);
      assert.equal(closed.status, 'closed');
      const logged = (await activityRows(ctx.app, 'ticket_close')).length;
      const again = await close(shop.admin, t.id);
      assert.equal(again.status, 'closed');
      assert.equal(
        (await activityRows(ctx.app, 'ticket_close')).length,
        logged,
        'a no-op logs nothing',
      );
      const fromClosed = await ok<Ticket>(ctx.app, customer, 'POST', `/tickets/${t.id}/messages`, {
        text: 'Снова вопрос',
      });
      assert.equal(fromClosed.status, 'open');
      const replies = await activityRows(ctx.app, 'ticket_reply');
      assert.ok(replies.filter((r) => r.resource_id === String(t.id)).length === 3);
      const adminClose = await close(shop.admin, t.id);
      assert.equal(adminClose.status, 'closed');
    });

    it('the customer’s list: own tickets only, most recently updated first', async () => {
      const customer = await createAccount(ctx.app);
      const a = await open(customer, { subject: 'Первый', text: 'x' });
      const b = await open(customer, { subject: 'Второй', text: 'x' });
      await open(await createAccount(ctx.app), { subject: 'Чужой', text: 'x' });
      let list = await ok<Page>(ctx.app, customer, 'GET', '/tickets/');
      assert.deepEqual(
        list.tickets.map((t) => t.id),
        [b.id, a.id],
      );
      await ok(ctx.app, customer, 'POST', `/tickets/${a.id}/messages`, { text: 'Ещё' });
      list = await ok<Page>(ctx.app, customer, 'GET', '/tickets/');
      assert.deepEqual(
        list.tickets.map((t) => t.id),
        [a.id, b.id],
      );
      assert.equal(list.total, 2);
      assert.equal('messages' in (list.tickets[0] ?? {}), false);
    });

    it('the admins’ list: open first, then by the newest message; status, search; open_count', async () => {
      const tag = `Тег${Date.now()}`;
      const customer = await createAccount(ctx.app);
      const first = await open(customer, { subject: `${tag} первый`, text: 'x' });
      const second = await open(customer, { subject: `${tag} второй`, text: 'x' });
      const third = await open(customer, { subject: `${tag} третий`, text: 'x' });
      await ok(ctx.app, shop.admin, 'POST', `/tickets/${second.id}/messages`, { text: 'Ответ' });
      await ok(ctx.app, shop.admin, 'POST', `/tickets/${first.id}/messages`, { text: 'Ответ' });
      const q = encodeURIComponent(tag);
      const all = await ok<Page>(ctx.app, shop.admin, 'GET', `/admin/tickets?search=${q}`);
      // Open (third) first; then the answered ones, newest message first.
      assert.deepEqual(
        all.tickets.map((t) => t.id),
        [third.id, first.id, second.id],
      );
      const openCount = all.open_count;
      const answered = await ok<Page>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/tickets?search=${q}&status=answered`,
      );
      assert.deepEqual(
        answered.tickets.map((t) => t.id),
        [first.id, second.id],
      );
      assert.equal(answered.open_count, openCount, 'open_count ignores the filter');
      const byNumber = await ok<Page>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/tickets?search=${third.number}`,
      );
      assert.deepEqual(
        byNumber.tickets.map((t) => t.id),
        [third.id],
      );
      const byLogin = await ok<Page>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/tickets?search=${customer.username}`,
      );
      assert.equal(byLogin.total, 3);
      await ok(ctx.app, customer, 'POST', `/tickets/${third.id}/close`, undefined, 200);
      const after = await ok<Page>(ctx.app, shop.admin, 'GET', '/admin/tickets');
      assert.equal(after.open_count, openCount - 1);
      const paged = await ok<Page>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/tickets?search=${q}&size=2&page=2`,
      );
      assert.deepEqual([paged.total, paged.tickets.length], [3, 1]);
    });

    it('an admin reads any ticket', async () => {
      const customer = await createAccount(ctx.app);
      const t = await open(customer, { subject: 'Для админа', text: 'x' });
      assert.equal((await ok<Ticket>(ctx.app, shop.admin, 'GET', `/tickets/${t.id}`)).id, t.id);
    });
  });
}

const postgres = backends().includes('postgres');
describe('concurrent replies [postgres]', { skip: !postgres && 'no DATABASE_URL' }, () => {
  const ctx = useApp('postgres');

  it('keeps every message, in the order written, and the status of the last one', async () => {
    const admin = await newAdmin(ctx.app);
    const customer = await createAccount(ctx.app);
    const t = await ok<Ticket>(ctx.app, customer, 'POST', '/tickets/', {
      subject: 'Гонка',
      text: 'Начало',
    });
    const replies = Array.from({ length: 20 }, (_, i) =>
      call(ctx.app, i % 2 ? admin : customer, 'POST', `/tickets/${t.id}/messages`, {
        text: `Сообщение ${i}`,
      }),
    );
    assert.ok((await Promise.all(replies)).every((res) => res.statusCode === 201));
    const thread = await ok<Ticket>(ctx.app, customer, 'GET', `/tickets/${t.id}`);
    assert.equal(thread.messages.length, 21);
    const ids = thread.messages.map((m) => m.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      'dated in the order written',
    );
    const last = thread.messages.at(-1);
    assert.equal(thread.status, last?.from_shop ? 'answered' : 'open');
    assert.equal((await activityRows(ctx.app, 'ticket_reply')).length, 20);
  });
});

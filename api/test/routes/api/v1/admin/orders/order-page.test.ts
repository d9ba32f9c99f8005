/**
 * Issue 23: the admins' order page (GET /admin/orders/{id}): the order as the journal shows it,
 * its customer, and its timeline from every source; staff notes (POST /admin/orders/{id}/notes)
 * and their refusals, each storing nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AdminOrderPage, Order, OrderEvent } from '@storefront/shared/contract/orders';
import { sql } from 'drizzle-orm';
import { type Account, createAccount, newAdmin } from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { databaseState, rows } from '../../../../../helpers/database-state.ts';
import { backends } from '../../../../../helpers/databases.ts';
import { approvalCoupon, orderFor } from '../../../../../helpers/marketing.ts';
import {
  boughtOrder,
  call,
  fundedCustomer,
  ok,
  useStockedShelf,
} from '../../../../../helpers/shop.ts';

/** A line without its time: what the assertions compare. */
const untimed = ({ at: _at, ...line }: OrderEvent) => line;
const isOldestFirst = (timeline: OrderEvent[]) =>
  timeline.every((line, i) => i === 0 || (timeline[i - 1]?.at ?? '') <= line.at);

for (const backend of backends()) {
  describe(`the order's page and its notes [${backend}]`, () => {
    const ctx = useApp(backend);
    const shop = useStockedShelf(() => ctx.app, '100.00', 100);

    const page = (id: number, who: Account = shop.admin) =>
      ok<AdminOrderPage>(ctx.app, who, 'GET', `/admin/orders/${id}`);
    const move = (id: number, m: string) =>
      ok<Order>(ctx.app, shop.admin, 'POST', `/admin/orders/${id}/${m}`, undefined, 200);
    const note = (id: number, text: string, who: Account = shop.admin) =>
      call(ctx.app, who, 'POST', `/admin/orders/${id}/notes`, { text });
    const bought = (who: Account, coupon?: string) =>
      boughtOrder<Order>(ctx.app, who, shop.shelf, coupon);
    const customer = () => fundedCustomer(ctx.app, shop.admin, '1000');
    /** `referee` was invited by `referrer` under a program paying 150 ₽. */
    async function invite(referrer: Account, referee: Account) {
      const [program] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_programs (name, reward_amount) VALUES ('Друзья', 150) RETURNING id`,
      );
      const [code] = await rows<{ id: number }>(
        ctx.app,
        sql`INSERT INTO referral_codes (code, user_id) VALUES (${`REF${referrer.id}X${referee.id}`},
          ${referrer.id}) RETURNING id`,
      );
      await ctx.app.db.execute(sql`INSERT INTO referrals (referrer_id, referee_id, code_id,
          program_id) VALUES (${referrer.id}, ${referee.id}, ${code?.id}, ${program?.id})`);
    }
    const noteRows = async (orderId: number) =>
      (
        await rows<{ n: number }>(
          ctx.app,
          sql`SELECT count(*)::int AS n FROM order_notes WHERE order_id = ${orderId}`,
        )
      )[0]?.n;

    it('tells an order awaiting approval from purchase to review, with notes, oldest first', async () => {
      const coupon = await approvalCoupon(ctx.app, shop.admin, 10);
      const referrer = await createAccount(ctx.app);
      const buyer = await customer();
      await invite(referrer, buyer);
      const order = await bought(buyer, coupon.code);
      assert.equal(order.status, 'awaiting_approval');
      await move(order.id, 'approve');
      const ticket = await ok<{ id: number; number: number }>(ctx.app, buyer, 'POST', '/tickets/', {
        subject: 'Где мой заказ?',
        text: 'Подскажите, когда доставка',
        order_id: order.id,
      });
      await move(order.id, 'complete');
      const review = await ok<{ id: number }>(ctx.app, buyer, 'POST', '/reviews/', {
        order_id: order.id,
        rating: 4,
        text: 'Всё пришло вовремя',
      });
      const colleague = await newAdmin(ctx.app);
      const first = await note(order.id, '  Покупатель просил позвонить\n\tзаранее  ');
      assert.equal(first.statusCode, 201, first.body);
      const second = await note(order.id, 'Позвонили, всё в порядке', colleague);
      assert.equal(second.statusCode, 201, second.body);
      const firstNote = first.json() as Extract<OrderEvent, { kind: 'note' }>;
      assert.deepEqual(untimed(firstNote), {
        kind: 'note',
        author: shop.admin.username,
        note_id: firstNote.note_id,
        text: 'Покупатель просил позвонить\n\tзаранее',
      });

      const answer = await page(order.id);
      const journal = await ok<{ orders: Order[] }>(
        ctx.app,
        shop.admin,
        'GET',
        `/admin/orders?search=${order.number}`,
      );
      assert.deepEqual(answer.order, journal.orders[0]);
      assert.equal(answer.order.status, 'completed');
      assert.equal(answer.order.review_status, 'pending');
      assert.deepEqual(answer.customer, {
        id: buyer.id,
        username: buyer.username,
        is_active: true,
        balance: '910.00',
      });
      const admin = shop.admin.username;
      assert.deepEqual(answer.timeline.map(untimed), [
        { kind: 'created', author: buyer.username, status: 'awaiting_approval' },
        { kind: 'money', author: buyer.username, type: 'purchase', amount: '-90.00' },
        { kind: 'status', author: admin, status: 'paid' },
        {
          kind: 'ticket',
          author: buyer.username,
          ticket_id: ticket.id,
          ticket_number: ticket.number,
          subject: 'Где мой заказ?',
        },
        // The completion paid the inviter: the money first, then the status, in its instant.
        { kind: 'money', author: referrer.username, type: 'referral_reward', amount: '150.00' },
        { kind: 'status', author: admin, status: 'completed' },
        {
          kind: 'review',
          author: buyer.username,
          review_id: review.id,
          rating: 4,
          review_status: 'pending',
        },
        { ...untimed(firstNote) },
        {
          kind: 'note',
          author: colleague.username,
          note_id: (second.json() as { note_id: number }).note_id,
          text: 'Позвонили, всё в порядке',
        },
      ]);
      assert.ok(isOldestFirst(answer.timeline), JSON.stringify(answer.timeline));
      assert.equal(answer.timeline[0]?.at, order.created_at);
      assert.equal(answer.timeline.at(-2)?.at, firstNote.at);
      // Each note is logged with its order, in its own transaction.
      const logged = await rows<{ resource_id: string; description: string; metadata: object }>(
        ctx.app,
        sql`SELECT resource_id, description, metadata_json AS metadata FROM activities
          WHERE action = 'order_note' AND resource_type = 'order' AND resource_id = ${String(order.id)}
          ORDER BY id`,
      );
      assert.deepEqual(logged[0], {
        resource_id: String(order.id),
        description: `Заметка сотрудника к заказу: № ${order.number}`,
        metadata: {
          number: order.number,
          note_id: firstNote.note_id,
          resource_name: `№ ${order.number}`,
        },
      });
      assert.equal(logged.length, 2);
    });

    it('shows a cancel’s refund before its status; a plain purchase started paid', async () => {
      const buyer = await customer();
      const order = await bought(buyer);
      await move(order.id, 'cancel');
      const answer = await page(order.id);
      assert.deepEqual(answer.timeline.map(untimed), [
        { kind: 'created', author: buyer.username, status: 'paid' },
        { kind: 'money', author: buyer.username, type: 'purchase', amount: '-100.00' },
        { kind: 'money', author: buyer.username, type: 'refund', amount: '100.00' },
        { kind: 'status', author: shop.admin.username, status: 'canceled' },
      ]);
      assert.equal(answer.customer.balance, '1000.00');
      await ctx.app.db.execute(sql`UPDATE users SET is_active = false WHERE id = ${buyer.id}`);
      assert.equal((await page(order.id)).customer.is_active, false);
    });

    it('derives the starting status of orders logged before issue 23', async () => {
      const coupon = await approvalCoupon(ctx.app, shop.admin, 1);
      const buyer = await customer();
      const approved = await bought(buyer, coupon.code);
      await move(approved.id, 'approve');
      const waiting = await bought(buyer, coupon.code);
      const paid = await bought(buyer);
      await move(paid.id, 'complete');
      await ctx.app.db.execute(sql`UPDATE activities SET metadata_json = metadata_json - 'status'
        WHERE action = 'order_create'
          AND resource_id IN (${String(approved.id)}, ${String(waiting.id)}, ${String(paid.id)})`);
      const started = async (id: number) => (await page(id)).timeline[0];
      assert.deepEqual(untimed((await started(approved.id)) as OrderEvent), {
        kind: 'created',
        author: buyer.username,
        status: 'awaiting_approval',
      });
      assert.equal((await started(waiting.id))?.kind, 'created');
      assert.equal(((await started(waiting.id)) as { status: string }).status, 'awaiting_approval');
      assert.equal(((await started(paid.id)) as { status: string }).status, 'paid');
      // Written straight to the table: no activity or ledger row, and no balance row yet.
      const stranger = await createAccount(ctx.app);
      const bare = await page(await orderFor(ctx.app, stranger));
      assert.deepEqual(bare.timeline.map(untimed), [
        { kind: 'created', author: stranger.username, status: 'paid' },
      ]);
      assert.equal(bare.customer.balance, '0.00');
    });

    it('refuses a note that is empty, too long or holds control characters, storing nothing', async () => {
      const order = await bought(await customer());
      const strangers = [
        await createAccount(ctx.app),
        await createAccount(ctx.app, { role: 'staff' }),
      ];
      const before = await databaseState(ctx.app);
      const refusals: [string, number, string][] = [
        ['', 400, 'Введите текст заметки'],
        [' \n\t \r\n ', 400, 'Введите текст заметки'],
        ['я'.repeat(2001), 400, 'Заметка — не длиннее 2000 символов'],
        [
          'Звонок \u0007 покупателю',
          400,
          'Заметка не должна содержать управляющих символов, кроме переноса строки и табуляции',
        ],
        [
          '\u001b[31mкрасный',
          400,
          'Заметка не должна содержать управляющих символов, кроме переноса строки и табуляции',
        ],
      ];
      for (const [text, status, detail] of refusals) {
        const res = await note(order.id, text);
        assert.equal(res.statusCode, status, `${JSON.stringify(text.slice(0, 20))}: ${res.body}`);
        assert.equal(res.json().detail, detail);
      }
      // Past what the schema takes at all, and NUL (which text columns cannot hold): 422.
      assert.equal((await note(order.id, 'я'.repeat(4001))).statusCode, 422);
      assert.equal((await note(order.id, 'a\u0000b')).statusCode, 422);
      assert.equal(
        (
          await call(ctx.app, shop.admin, 'POST', `/admin/orders/${order.id}/notes`, {
            text: 'Текст',
            extra: 1,
          })
        ).statusCode,
        422,
      );
      const unknown = await note(2_000_000_000, 'Текст');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().detail, 'Заказ не найден');
      for (const who of strangers) {
        const res = await note(order.id, 'Текст', who);
        assert.equal(res.statusCode, 403, res.body);
      }
      const guest = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/notes`,
        payload: { text: 'Текст' },
      });
      assert.equal(guest.statusCode, 401);
      assert.equal(await databaseState(ctx.app), before);
      assert.equal(await noteRows(order.id), 0);
      const noteActivities = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS n FROM activities WHERE action = 'order_note'
          AND resource_id = ${String(order.id)}`,
      );
      assert.equal(noteActivities[0]?.n, 0);
      // In English when the request asks for it.
      const notes = `/api/v1/admin/orders/${order.id}/notes`;
      const en = await ctx.call(shop.admin, 'POST', notes, { text: '   ' }, 'en');
      assert.equal(en.statusCode, 400);
      assert.equal(en.json().detail, 'Enter the text of the note');
    });

    it('takes a note of exactly the limit after trimming, counting characters, not code units', async () => {
      const order = await bought(await customer());
      for (const text of [`  ${'я'.repeat(2000)}  `, '😀'.repeat(2000)]) {
        const res = await note(order.id, text);
        assert.equal(res.statusCode, 201, res.body.slice(0, 200));
        assert.equal(res.json().text, text.trim());
      }
      assert.equal(await noteRows(order.id), 2);
    });

    it('answers 404 for an unknown order and only to admins', async () => {
      const unknown = await call(ctx.app, shop.admin, 'GET', '/admin/orders/2000000000');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().detail, 'Заказ не найден');
      const en = await ctx.call(
        shop.admin,
        'GET',
        '/api/v1/admin/orders/2000000000',
        undefined,
        'en',
      );
      assert.equal(en.json().detail, 'Order not found');
      const buyer = await customer();
      const order = await bought(buyer);
      assert.equal(
        (await call(ctx.app, buyer, 'GET', `/admin/orders/${order.id}`)).statusCode,
        403,
      );
      assert.equal((await call(ctx.app, null, 'GET', `/admin/orders/${order.id}`)).statusCode, 401);
    });
  });
}

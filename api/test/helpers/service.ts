/** The service's tests (issue 15): completed orders to review, tickets, discounts, activity rows. */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { type Account, createAccount } from './accounts.ts';
import { createCatalogTarget } from './catalog-targets.ts';
import { rows } from './database-state.ts';
import { buy, fund, ok, type Shelf } from './shop.ts';

/** A fresh customer's order of `s`, bought through the API and moved to `status`. */
export async function orderOf(
  app: App,
  admin: Account,
  s: Shelf,
  status: 'paid' | 'completed' = 'completed',
  buyer?: Account,
): Promise<{ buyer: Account; id: number; number: number }> {
  const who = buyer ?? (await createAccount(app));
  await fund(app, admin, who, '100000');
  const res = await buy(app, who, s, 1);
  assert.equal(res.statusCode, 201, res.body);
  const order = res.json() as { id: number; number: number };
  if (status === 'completed') {
    await ok(app, admin, 'POST', `/admin/orders/${order.id}/complete`, undefined, 200);
  }
  return { buyer: who, id: order.id, number: order.number };
}

/** The activity rows of `action` (newest last). */
export const activityRows = (app: App, action: string) =>
  rows<{ user_id: number; resource_type: string; resource_id: string; metadata: unknown }>(
    app,
    sql`SELECT user_id, resource_type, resource_id, metadata_json AS metadata FROM activities
      WHERE action = ${action} ORDER BY id`,
  );

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export type ServiceTargetKind = 'discount' | 'ticket' | 'completedOrder' | 'review';

/**
 * Targets of the authorization matrix, written straight to the tables: a fresh discount; a
 * ticket of the viewer ('own') or of a fresh customer ('other'); a completed order of the viewer
 * or of a fresh customer (to review); a fresh pending review.
 */
export async function createServiceTarget(
  app: App,
  kind: ServiceTargetKind,
  name: string,
  viewer: Account | null,
): Promise<{ id: number; role: null } | null> {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await rows<{ id: number }>(app, query))[0]?.id);
  if (kind === 'discount') {
    return {
      id: await one(sql`INSERT INTO discounts (name, discount_type, value)
        VALUES ('Скидка', 'percentage', '5') RETURNING id`),
      role: null,
    };
  }
  const owner = name === 'other' || kind === 'review' ? await createAccount(app) : viewer;
  if (!owner) return null;
  if (kind === 'ticket') {
    const id = await one(sql`INSERT INTO tickets (user_id, subject)
      VALUES (${owner.id}, 'Вопрос') RETURNING id`);
    await app.db.execute(sql`INSERT INTO ticket_messages (ticket_id, author_id, from_shop, text)
      VALUES (${id}, ${owner.id}, false, 'Текст')`);
    return { id, role: null };
  }
  const product = (await createCatalogTarget(app, 'product')).id;
  const order = await one(sql`INSERT INTO orders (user_id, product_id, product_name, unit_price,
      city_name, district_name, quantity, subtotal, total, status)
    VALUES (${owner.id}, ${product}, 'Товар', '100.00', 'Город', 'Район', 1, '100.00', '100.00',
      'completed') RETURNING id`);
  if (kind === 'completedOrder') return { id: order, role: null };
  const id = await one(sql`INSERT INTO reviews (user_id, product_id, order_id, rating, text)
    VALUES (${owner.id}, ${product}, ${order}, 5, 'Отличный товар') RETURNING id`);
  return { id, role: null };
}

/**
 * Watches the app's catalogue cache: the loads it runs and the notifications it hears, so a
 * test can wait for a change's own notification before it looks (as the catalogue test does).
 */
export function watchCache(app: App) {
  const cache = app.shopCache;
  const read = cache.read.bind(cache);
  const notified = cache.notified.bind(cache);
  const seen = { loads: [] as string[], payloads: [] as string[] };
  cache.read = (key, load) =>
    read(key, () => {
      seen.loads.push(key);
      return load();
    });
  cache.notified = (payload) => {
    seen.payloads.push(payload);
    notified(payload);
  };
  return {
    seen,
    /** Waits until `payload` has been heard `times` times since the watch began. */
    async heard(payload: string, times = 1) {
      const count = () => seen.payloads.filter((p) => p === payload).length;
      for (let i = 0; i < 250 && count() < times; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(count() >= times, `${payload} ×${times} not in ${seen.payloads.join(' ')}`);
    },
    stop() {
      cache.read = read;
      cache.notified = notified;
    },
  };
}

/**
 * Each [fields, field, ru, en] of `cases` sent twice, in Russian (the default) and in English:
 * a 422 on `field` with that language's msg.
 */
export async function assertRefusals(
  send: (fields: object, language?: string) => Promise<{ statusCode: number; body: string }>,
  cases: [object, string, string, string][],
) {
  for (const [fields, field, ru, en] of cases) {
    assert.equal(fieldRefusal(await send(fields), field), ru);
    assert.equal(fieldRefusal(await send(fields, 'en'), field), en);
  }
}

/** The `detail` of a 422 on one field (its first item's msg and loc). */
export function fieldRefusal(res: { statusCode: number; body: string }, field: string): string {
  assert.equal(res.statusCode, 422, res.body);
  const items = (JSON.parse(res.body) as { detail: { loc: string[]; msg: string }[] }).detail;
  const item = items.find((i) => i.loc.at(-1) === field);
  assert.ok(item, `no 422 item on ${field}: ${res.body}`);
  return item.msg;
}

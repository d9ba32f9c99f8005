// Issue 14: a replica is killed (SIGKILL) during a burst of purchases through nginx. A purchase
// is one transaction, so whatever the dying replica was doing is either all there or not at
// all: afterwards every acknowledged order is stored, and the shop's invariants hold (each
// balance is the sum of its ledger, never below 0, though the burst spends every balance to
// the last kopeck; stock now + units in live orders = units ever loaded).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgres } from '../../api/src/db/open-postgres';
import { shopInvariantBreaks } from '../../api/test/helpers/shop-invariants';
import { call, signIn } from '../support/http';
import { filesForm, pngOfSize } from '../support/images';
import { ADMIN, useTopology } from '../support/topology';

const ctx = useTopology({ name: 'purchase-kill' });

const CUSTOMERS = 12;
const PASSWORD = 'buyer-password-1';
const BURST_MS = 7_000;
const KILL_AFTER_MS = 2_500;

/** A city, a district holding `stock` teas at 10 ₽, and the ids a purchase names. */
async function seedShop(web: string, admin: string, stock: number) {
  const upload = await fetch(`${web}/api/v1/upload/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: filesForm([pngOfSize(20_000)]),
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const [{ url: logo }] = (await upload.json()) as [{ url: string }];
  const post = async (path: string, body: unknown) => {
    const answer = await call(web, 'POST', path, admin, body);
    assert.equal(answer.status, 201, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body as { id: number };
  };
  const city = await post('/api/v1/cities/', { name: 'Казань' });
  const district = await post('/api/v1/districts/', { name: 'Центр', city_id: city.id });
  const product = await post('/api/v1/products/', {
    name: 'Чай',
    description: 'Для нагрузки',
    logo_image: logo,
    price: '10.00',
  });
  const stocked = await call(web, 'PUT', `/api/v1/products/${product.id}/stock`, admin, {
    stock: [{ district_id: district.id, quantity: stock }],
  });
  assert.equal(stocked.status, 200, JSON.stringify(stocked.body));
  // The total the product page shows: 10 ₽, no discount, no coupon (issue 20).
  return { product_id: product.id, district_id: district.id, quantity: 1, expected_total: '10.00' };
}

/** A customer with 1 000 ₽ topped up through the test provider; answers their token. */
async function buyer(web: string, admin: string, username: string): Promise<string> {
  const created = await call(web, 'POST', '/api/v1/admin/users', admin, {
    username,
    password: PASSWORD,
    role: 'customer',
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const token = await signIn(web, username, PASSWORD);
  const payment = await call(web, 'POST', '/api/v1/payments', token, { amount: '1000.00' });
  const { id } = payment.body as { id: string };
  const confirmed = await call(web, 'POST', `/api/v1/payments/${id}/confirm`, token);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return token;
}

test('SIGKILL of a replica during a burst of purchases: nothing half-done, invariants hold', {
  timeout: 120_000,
}, async (t) => {
  const [victim] = ctx.topology.replicas;
  assert.ok(victim);
  const web = ctx.topology.web.url;
  const admin = await signIn(web, ADMIN.username, ADMIN.password);
  const order = await seedShop(web, admin, 100_000);
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) tokens.push(await buyer(web, admin, `burst${i}`));

  const statuses = new Map<string, number>();
  const acknowledged: number[] = [];
  let killedAt = Number.POSITIVE_INFINITY;
  let afterKill = 0;
  const end = Date.now() + BURST_MS;
  const customer = async (token: string) => {
    while (Date.now() < end) {
      const answer = await call(web, 'POST', '/api/v1/orders', token, order);
      // A customer who spent all 1 000 ₽ is refused with its code; that is the balance rule.
      const code = (answer.body as { code?: string }).code;
      const key = answer.status === 400 ? `400 ${code}` : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (answer.status === 201) acknowledged.push((answer.body as { id: number }).id);
      if (answer.status === 201 && Date.now() > killedAt + 500) afterKill += 1;
    }
  };
  const killer = async () => {
    await sleep(KILL_AFTER_MS);
    killedAt = Date.now();
    victim.child.signal('SIGKILL');
    assert.equal((await victim.child.exited).signal, 'SIGKILL');
  };
  await Promise.all([...tokens.map(customer), killer()]);
  t.diagnostic(`purchases: ${JSON.stringify(Object.fromEntries(statuses))}`);

  // Purchases went on through the survivor; the only refusals are the ones in flight on the
  // victim (nginx never sends a POST twice: 503), and none is a server error of ours.
  assert.ok(acknowledged.length > 50, `${acknowledged.length} purchases acknowledged`);
  assert.ok(afterKill > 20, `purchases went on after the kill: ${afterKill}`);
  for (const status of statuses.keys()) {
    assert.ok(['201', '503', '400 insufficient_funds'].includes(status), `status ${status}`);
  }
  assert.ok((statuses.get('503') ?? 0) <= CUSTOMERS, 'at most one refused purchase per customer');

  const stored = await ctx.topology.postgres.query<{ id: number }>(
    'SELECT id FROM orders WHERE id = ANY($1::int[])',
    [acknowledged],
  );
  assert.equal(stored.length, acknowledged.length, 'every acknowledged order is stored');

  const database = await openPostgres(ctx.topology.postgres.url(), () => {});
  try {
    const breaks = await shopInvariantBreaks(database.db);
    assert.deepEqual(breaks, { balances: [], chain: [], stock: [], coupons: [], sales: [] });
  } finally {
    await database.close();
  }
});

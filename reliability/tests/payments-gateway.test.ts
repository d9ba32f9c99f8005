// Issue 20: real money through a ЮKassa-shaped gateway (the API suite's fake, a real HTTP server
// implementing the documented calls) in the production topology: nginx in front of two
// replicas on one PostgreSQL. The same notification reaching nginx and each replica at once
// credits each payment once; a replica killed while it is confirming payments with the gateway
// loses nothing: the survivor's periodic check of pending payments credits them, once.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgres } from '../../api/src/db/open-postgres';
import { startFakeYookassa } from '../../api/test/helpers/fake-yookassa';
import { shopInvariantBreaks } from '../../api/test/helpers/shop-invariants';
import { call, signIn } from '../support/http';
import { useTopology } from '../support/topology';
import { waitFor } from '../support/wait';

const gateway = await startFakeYookassa();
after(() => gateway.close());

const ctx = useTopology({
  name: 'payments-gateway',
  env: {
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: gateway.shopId,
    YOOKASSA_SECRET_KEY: gateway.secretKey,
    YOOKASSA_API_URL: gateway.url,
    YOOKASSA_RETURN_URL: 'https://shop.example',
    // nginx passes the fake's address on in X-Forwarded-For (TRUST_PROXY=true).
    YOOKASSA_NOTIFICATION_IPS: '127.0.0.1/32',
    PAYMENT_RECONCILE_INTERVAL: '2s',
    PAYMENT_RECONCILE_AFTER: '1s',
  },
});

const PASSWORD = 'payer-password-1';
const NOTIFICATIONS = '/api/v1/payments/notifications';

/** A customer, signed in through nginx. */
async function customer(username: string): Promise<string> {
  const web = ctx.topology.web.url;
  const created = await call(web, 'POST', '/api/v1/admin/users', ctx.adminToken, {
    username,
    password: PASSWORD,
    role: 'customer',
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return signIn(web, username, PASSWORD);
}

/** Top-ups of `amount` made through nginx and paid at the gateway; their gateway ids. */
async function paidTopUps(tokens: string[], amount: string): Promise<Map<string, string>> {
  const paid = new Map<string, string>();
  for (const token of tokens) {
    const answer = await call(ctx.topology.web.url, 'POST', '/api/v1/payments', token, { amount });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const ours = (answer.body as { id: string }).id;
    const theirs = gateway.paymentFor(ours);
    assert.ok(theirs, `the gateway holds a payment for ${ours}`);
    gateway.succeed(theirs.id);
    paid.set(ours, theirs.id);
  }
  return paid;
}

/** Each payment's status and its top-up ledger rows, read in PostgreSQL itself. */
async function credits(ids: string[]) {
  return ctx.topology.postgres.query<{ id: string; status: string; credits: number }>(
    `SELECT p.id::text, p.status::text,
       (SELECT count(*)::int FROM ledger_entries l WHERE l.payment_id = p.id) AS credits
     FROM payments p WHERE p.id = ANY($1::uuid[]) ORDER BY p.id`,
    [ids],
  );
}

async function invariantsHold() {
  const database = await openPostgres(ctx.topology.postgres.url(), () => {});
  try {
    const breaks = await shopInvariantBreaks(database.db);
    for (const [rule, rows] of Object.entries(breaks)) assert.deepEqual(rows, [], rule);
  } finally {
    await database.close();
  }
}

test('one notification at nginx and at each replica at once credits each payment once', {
  timeout: 90_000,
}, async () => {
  const tokens = await Promise.all(['twin1', 'twin2', 'twin3', 'twin4'].map(customer));
  const paid = await paidTopUps(tokens, '700.00');
  const targets = [ctx.topology.web.url, ...ctx.topology.replicas.map((r) => r.url)];
  // A replica reached directly sees 127.0.0.1 itself; through nginx, X-Forwarded-For says so.
  const answers = await Promise.all(
    [...paid.values()].flatMap((gatewayId) =>
      targets.flatMap((base) =>
        [1, 2].map(() => gateway.notify(`${base}${NOTIFICATIONS}`, gatewayId)),
      ),
    ),
  );
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));

  const rows = await credits([...paid.keys()]);
  assert.deepEqual(
    rows.map((r) => [r.status, r.credits]),
    rows.map(() => ['succeeded', 1]),
  );
  for (const token of tokens) {
    const balance = await call(ctx.topology.web.url, 'GET', '/api/v1/finance/balance', token);
    assert.deepEqual(balance.body, { balance: '700.00' });
  }
  await invariantsHold();
});

test('a replica killed while confirming with the gateway loses no payment', {
  timeout: 120_000,
}, async (t) => {
  const [victim, survivor] = ctx.topology.replicas;
  assert.ok(victim && survivor);
  const tokens = await Promise.all(['kill1', 'kill2', 'kill3', 'kill4', 'kill5'].map(customer));
  const paid = await paidTopUps(tokens, '300.00');
  // The victim takes every notification and is caught asking the gateway about them.
  gateway.slowReads(1_500);
  const readsBefore = gateway.reads.length;
  const sent = [...paid.values()].map((id) =>
    gateway.notify(`${victim.url}${NOTIFICATIONS}`, id).catch((error: Error) => error),
  );
  const asking = await waitFor(async () => gateway.reads.length > readsBefore, 10_000, 20);
  assert.ok(asking, 'the victim asked the gateway');
  await sleep(200);
  victim.child.signal('SIGKILL');
  assert.equal((await victim.child.exited).signal, 'SIGKILL');
  const outcomes = await Promise.all(sent);
  t.diagnostic(
    `notifications to the victim: ${outcomes.map((o) => ('status' in o ? o.status : 'cut')).join(', ')}`,
  );
  gateway.slowReads(0);

  // Nobody notifies again: the survivor's periodic check finds what the victim left pending.
  const settled = await waitFor(
    async () => (await credits([...paid.keys()])).every((r) => r.status === 'succeeded'),
    30_000,
    500,
  );
  const rows = await credits([...paid.keys()]);
  assert.ok(settled, `every payment credited: ${JSON.stringify(rows)}`);
  assert.deepEqual(
    rows.map((r) => r.credits),
    rows.map(() => 1),
  );
  await invariantsHold();
});

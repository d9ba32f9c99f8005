// Issue 6: one of two replicas dies (SIGKILL) under load. nginx passes the idempotent reads that
// were on it, and the ones that would have gone to it, to the other replica: no read fails, the
// load goes on, and every write the API acknowledged is in the database afterwards.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call } from '../support/http';
import { useTopology } from '../support/topology';
import { underTraffic } from '../support/traffic';

const ctx = useTopology({ name: 'replica-kill' });

test('every replica, and nginx in front, answers /health with the deployment as boot_id', async () => {
  const bases = [ctx.topology.web.url, ...ctx.topology.replicas.map((r) => r.url)];
  for (const base of bases) {
    const health = await call(base, 'GET', '/health');
    assert.equal(health.status, 200, base);
    assert.deepEqual(health.body, { status: 'ok', boot_id: ctx.topology.deploymentId }, base);
  }
});

test('SIGKILL of a replica under load: no failed read, no lost write', {
  timeout: 60_000,
}, async (t) => {
  const [victim, survivor] = ctx.topology.replicas;
  assert.ok(victim && survivor);
  let killedAt = 0;
  const traffic = { connections: 8, durationS: 9, faultAfterS: 3 };
  const { load, writer } = await underTraffic(ctx.topology, ctx.adminToken, traffic, async () => {
    killedAt = Date.now();
    victim.child.signal('SIGKILL');
    assert.equal((await victim.child.exited).signal, 'SIGKILL');
  });
  t.diagnostic(`reads: ${JSON.stringify(load.statuses())}; writes: ${writer.writes.length}`);

  // The fault was real: the victim served reads before it died, and nginx did retry some.
  const log = ctx.topology.web.accessLog();
  const servedByVictim = log.filter((l) => l.upstream === victim.address && l.status === 200);
  assert.ok(servedByVictim.length > 50, `the victim served ${servedByVictim.length} answers`);
  const retried = log.filter((l) => l.upstream.startsWith(`${victim.address}, `));
  assert.ok(retried.length >= 1, 'nginx passed at least one request on to the survivor');
  t.diagnostic(`served by the victim: ${servedByVictim.length}; passed on: ${retried.length}`);

  assert.deepEqual(load.failures(), [], `answers: ${JSON.stringify(load.statuses())}`);
  const afterKill = load.okBetween(killedAt + 1_000);
  assert.ok(afterKill > 200, `the load went on after the kill: ${afterKill} answers`);

  // The writer is sequential: at most the one write in flight on the victim can fail, with
  // nginx's JSON 503 (a POST that reached a replica is never sent again).
  const refused = writer.refused();
  assert.ok(refused.length <= 1, `refused writes: ${JSON.stringify(refused)}`);
  for (const write of refused) assert.equal(write.status, 503, JSON.stringify(write));
  assert.ok(writer.acknowledged(undefined, killedAt + 1_000).length > 0, 'writes went on');
  assert.deepEqual(
    await writer.lostIn(ctx.topology.postgres),
    [],
    'acknowledged writes are stored',
  );
});

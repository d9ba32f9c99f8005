// Issue 6: PostgreSQL restarts under load (immediate stop: every backend dies at once). While it
// is down the API answers 503 with the Russian detail, never 500; readiness fails while liveness
// holds; the API recovers by itself, within 30 s; no acknowledged write is lost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, call, DB_UNAVAILABLE, detailOf } from '../support/http';
import { useTopology } from '../support/topology';
import { READS, underTraffic } from '../support/traffic';
import { waitFor } from '../support/wait';

// nginx's own answer when it has set both replicas aside (deploy/nginx template, max_fails).
const NO_REPLICA = 'Сервис временно недоступен. Попробуйте позже.';
const ctx = useTopology({ name: 'postgres-restart' });

test('PostgreSQL restarted under load: 503 while down, back within 30 s, no lost write', {
  timeout: 90_000,
}, async (t) => {
  const web = ctx.topology.web.url;
  const [replica] = ctx.topology.replicas;
  assert.ok(replica);
  const token = ctx.adminToken;
  const seen: Record<string, Answer> = {};
  const times = { down: 0, start: 0, back: 0 };
  const probe = '/api/v1/cities/?page=1&size=1';
  const options = { connections: 4, durationS: 14, probe, faultAfterS: 2.5 };
  const { load, writer, prober } = await underTraffic(
    ctx.topology,
    token,
    options,
    async (traffic) => {
      times.down = Date.now();
      await ctx.topology.postgres.stopImmediate();
      await sleep(1_500);
      seen.ready = await call(replica.url, 'GET', '/health/ready');
      seen.readyViaWeb = await call(web, 'GET', '/health/ready');
      seen.live = await call(replica.url, 'GET', '/health');
      seen.direct = await call(replica.url, 'GET', READS[0] ?? '', token);
      await sleep(1_500);
      times.start = Date.now();
      await ctx.topology.postgres.start();
      times.back = Date.now();
      const back = () => traffic.prober?.firstOkAfter(times.back) !== undefined;
      assert.ok(await waitFor(async () => back(), 30_000), 'through nginx within 30 s');
      const ready = async () => (await call(replica.url, 'GET', '/health/ready')).status === 200;
      assert.ok(await waitFor(ready, 30_000), 'ready within 30 s');
    },
  );
  assert.ok(prober);
  const recoveryMs = (prober.firstOkAfter(times.back)?.at ?? Number.NaN) - times.back;
  t.diagnostic(
    `PostgreSQL down ${times.start - times.down} ms, up in ${times.back - times.start} ms`,
  );
  t.diagnostic(`API answering 200 through nginx ${recoveryMs} ms after PostgreSQL was back`);
  t.diagnostic(
    `reads: ${JSON.stringify(load.statuses())}; writes refused: ${writer.refused().length}`,
  );

  // Down: a replica says so (readiness and an API call, 503 with the detail); liveness holds.
  assert.equal(seen.ready?.status, 503);
  assert.equal(detailOf(seen.ready as Answer), DB_UNAVAILABLE);
  assert.equal(seen.direct?.status, 503);
  assert.equal(detailOf(seen.direct as Answer), DB_UNAVAILABLE);
  assert.equal(seen.readyViaWeb?.status, 503);
  assert.equal(seen.live?.status, 200);

  // Through nginx: 503 with a Russian detail, the API's, or nginx's own once it has set both
  // replicas aside for 2 s after their 503s (see deploy/README.md); never a 500 or an error.
  const down = prober.between(times.down + 200, times.start);
  assert.ok(down.length >= 10, `${down.length} probes while down`);
  for (const answer of down) {
    assert.equal(answer.status, 503, JSON.stringify(answer));
    assert.ok(
      [DB_UNAVAILABLE, NO_REPLICA].includes(answer.detail as string),
      JSON.stringify(answer),
    );
  }
  const statuses = Object.keys(load.statuses()).map(Number);
  assert.deepEqual(
    statuses.filter((s) => s !== 200 && s !== 503),
    [],
    'reads: only 200 or 503',
  );
  for (const write of writer.refused()) assert.equal(write.status, 503, JSON.stringify(write));

  // Back by itself, well within 30 s; reads and writes go on; nothing acknowledged is lost.
  assert.ok(recoveryMs < 30_000, `recovered in ${recoveryMs} ms`);
  assert.ok(load.okBetween(times.back + recoveryMs) > 0, 'reads succeed again');
  assert.ok(writer.acknowledged(undefined, times.back + recoveryMs).length > 0, 'writes go on');
  assert.deepEqual(
    await writer.lostIn(ctx.topology.postgres),
    [],
    'acknowledged writes are stored',
  );
});

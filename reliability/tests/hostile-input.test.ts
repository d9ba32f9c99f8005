// Issue 12, through nginx and two replicas: bodies shaped to stall a server (deep nesting, a
// megabyte of brackets, half a million items) sent by several anonymous clients at once never
// hold the replicas' event loops, so /health keeps answering at once; and oversized headers get
// the {detail} form, from nginx and from a replica. Prints /health's latency under the attack.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOSTILE_BODIES } from '../../api/test/helpers/hostile-bodies';
import { probeLatencies } from '../support/latency-probe';
import { useTopology } from '../support/topology';

const ATTACKERS = 8;
const ATTACK_MS = 6_000;
// Enough probes (~400 under attack) that the 99th percentile is not simply the slowest one.
const PROBE_EVERY_MS = 10;

const ctx = useTopology({ name: 'hostile-input' });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

test('hostile bodies from eight clients leave /health answering at once', async () => {
  const base = ctx.topology.web.url;
  const bodies = Object.entries(HOSTILE_BODIES);
  const targets = ['/api/v1/auth/register', '/nonexistent', '/api/v1/referrals/my-code', '/health'];
  const statuses = new Map<number, number>();
  let sent = 0;

  const attacker = async (id: number, deadline: number) => {
    for (let i = id; Date.now() < deadline; i++) {
      const [name, body] = bodies[i % bodies.length] as [string, string];
      const path = targets[i % targets.length] as string;
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      sent += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      assert.ok(res.status >= 400 && res.status < 500, `${name} → ${path}: ${res.status}`);
      assert.ok(typeof JSON.parse(text).detail !== 'undefined', `${name} → ${path}: ${text}`);
    }
  };

  const health = `${base}/health`;
  const quiet = await probeLatencies(health, PROBE_EVERY_MS, 1_000);
  const deadline = Date.now() + ATTACK_MS;
  const [underAttack] = await Promise.all([
    probeLatencies(health, PROBE_EVERY_MS, ATTACK_MS),
    ...Array.from({ length: ATTACKERS }, (_, i) => attacker(i, deadline)),
  ]);
  const figures = (l: number[]) =>
    `p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${(l.at(-1) ?? 0).toFixed(1)} ms (${l.length} probes)`;
  console.log(`/health quiet:          ${figures(quiet)}`);
  console.log(`/health under attack:   ${figures(underAttack)}`);
  console.log(
    `hostile requests:       ${sent} in ${ATTACK_MS / 1000} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  // Before the fix one 0.5 MB body held a replica for ~6 s; now a probe waits a parse at most.
  assert.ok(percentile(underAttack, 99) < 150, `p99 ${percentile(underAttack, 99)} ms`);
  assert.ok((underAttack.at(-1) ?? 0) < 500, `max ${underAttack.at(-1)} ms`);
});

test('a 100 KB header gets the {detail} form from nginx and from a replica', async () => {
  const replica = ctx.topology.replicas[0]?.url as string;
  for (const [base, status, detail] of [
    [ctx.topology.web.url, 431, 'Слишком большие заголовки запроса'],
    [replica, 431, 'Слишком большие заголовки запроса'],
  ] as const) {
    const res = await fetch(`${base}/health`, { headers: { 'x-big': 'a'.repeat(100_000) } });
    assert.equal(res.status, status, base);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/, base);
    assert.deepEqual(await res.json(), { detail }, base);
  }
});

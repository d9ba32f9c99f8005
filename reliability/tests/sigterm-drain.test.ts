// Issue 6: SIGTERM drains one replica under load. Requests in flight on it finish there, new ones
// go to the other replica (nginx passes on the reads the draining replica refuses with 503), no
// read fails, and the process exits by itself, with code 0, in under 10 s.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Exit } from '../support/children';
import { useTopology } from '../support/topology';
import { underTraffic } from '../support/traffic';

const ctx = useTopology({ name: 'sigterm-drain' });

/**
 * A request the replica has begun (its headers are in, so it passed the drain's door) whose body
 * is still on its way: it is in flight on that replica whatever the load is doing. `finish`
 * sends the rest and resolves with the status.
 */
function slowCityCreate(base: string, token: string, name: string) {
  const body = JSON.stringify({ name });
  const half = Math.floor(body.length / 2);
  const req = request(`${base}/api/v1/cities/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return {
    finish: () => {
      req.end(body.slice(half));
      return status;
    },
  };
}

test('SIGTERM under load: no failed read, exit 0 within 10 s', { timeout: 60_000 }, async (t) => {
  const [draining, other] = ctx.topology.replicas;
  assert.ok(draining && other);
  const token = ctx.adminToken;
  let signalledAt = 0;
  let exitedAt = 0;
  let exit: Exit | undefined;
  let inFlightStatus = 0;
  const { load, writer } = await underTraffic(
    ctx.topology,
    token,
    { connections: 8, durationS: 8, faultAfterS: 3 },
    async () => {
      const inFlight = slowCityCreate(draining.url, token, 'Город в полёте');
      await sleep(200);
      signalledAt = Date.now();
      draining.child.signal('SIGTERM');
      await sleep(100);
      inFlightStatus = await inFlight.finish();
      exit = await draining.child.exited;
      exitedAt = Date.now();
    },
  );
  const refused = writer.refused();
  t.diagnostic(`drained and exited in ${exitedAt - signalledAt} ms`);
  t.diagnostic(`reads: ${JSON.stringify(load.statuses())}; writes refused: ${refused.length}`);

  assert.deepEqual(exit, { code: 0, signal: null }, 'a clean exit');
  assert.ok(exitedAt - signalledAt < 10_000, `exited after ${exitedAt - signalledAt} ms`);

  // A request in flight when the signal came is answered by the draining replica itself, and
  // its write is done: one begun before the signal, its body finished after it (the load's own
  // requests are often all answered before the signal lands: a fast replica is mostly idle).
  assert.equal(inFlightStatus, 201, 'the in-flight request finished on the draining replica');
  const inFlightCity = await ctx.topology.postgres.query(
    "SELECT id FROM cities WHERE name = 'Город в полёте'",
  );
  assert.equal(inFlightCity.length, 1, 'its write is stored');
  const servedAfter = ctx.topology.web
    .accessLog()
    .filter(
      (l) => l.upstream === draining.address && l.status === 200 && l.msec * 1000 > signalledAt,
    );
  t.diagnostic(
    `load requests the draining replica answered after the signal: ${servedAfter.length}`,
  );

  assert.deepEqual(load.failures(), [], `answers: ${JSON.stringify(load.statuses())}`);
  assert.ok(load.okBetween(exitedAt) > 100, 'the load went on after the exit');

  // A write that met the drain was refused (503) before it was done; nginx does not send a
  // POST twice, so its caller sees the refusal; nothing acknowledged is missing.
  for (const write of refused) assert.equal(write.status, 503, JSON.stringify(write));
  const done = await ctx.topology.postgres.query<{ username: string }>(
    'SELECT username FROM users WHERE username = ANY($1)',
    [refused.filter((w) => w.kind === 'user').map((w) => w.key)],
  );
  assert.deepEqual(done, [], 'refused writes were not done');
  assert.ok(writer.acknowledged(undefined, exitedAt).length > 0, 'writes went on');
  assert.deepEqual(
    await writer.lostIn(ctx.topology.postgres),
    [],
    'acknowledged writes are stored',
  );
});

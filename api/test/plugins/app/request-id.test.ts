import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { type App, buildApp } from '../../../src/app.ts';
import { logOptions } from '../../../src/lib/log-options.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { testConfig } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/databases.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Request ids are the same on both databases: one backend is enough. */
describe('request ids and JSON request logs', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  let app: App;

  before(async () => {
    const database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig(database.config),
      logger: logOptions('info', sink),
      bootstrap: { print: () => {} },
    });
  });
  after(() => app?.close());

  const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

  it("answers the proxy's id and logs every line of the request under it", async () => {
    const id = 'f3a9c2e1b4d5a6978877665544332211';
    const res = await app.inject({ url: '/health', headers: { 'x-request-id': id } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-request-id'], id);
    const logged = linesOf(id);
    assert.deepEqual(
      logged.map((l) => l.msg),
      ['incoming request', 'request completed'],
    );
    for (const line of logged) assert.equal(typeof line.time, 'number');
  });

  it('makes a UUID when there is no id or an unsafe one', async () => {
    const unsafe = ['has space', 'a"b', `x${'y'.repeat(128)}`, 'new\u2028line', ''];
    const answered = [];
    for (const given of [undefined, ...unsafe]) {
      const headers = given === undefined ? {} : { 'x-request-id': given };
      const res = await app.inject({ url: '/health', headers });
      const id = String(res.headers['x-request-id']);
      assert.match(id, UUID, JSON.stringify(given));
      assert.equal(linesOf(id).length, 2);
      answered.push(id);
    }
    assert.equal(new Set(answered).size, answered.length, 'a fresh id per request');
  });

  it('echoes the id on errors and 404s too', async () => {
    const cases = [
      { url: '/api/v1/nowhere' },
      { url: '/api/v1/auth/me' },
      { url: '/api/v1/auth/register', method: 'POST' as const, payload: {} },
      { url: '/no-such-page', headers: { accept: 'text/html' } },
      // Refused by the router itself, before any hook runs.
      { url: '/api/v1/cities/%zz' },
    ];
    for (const [i, request] of cases.entries()) {
      const id = `req-${i}.error_case`;
      const res = await app.inject({
        ...request,
        headers: { ...request.headers, 'x-request-id': id },
      });
      assert.ok(res.statusCode >= 400, `${request.url}: ${res.statusCode}`);
      assert.equal(res.headers['x-request-id'], id, request.url);
      assert.ok(linesOf(id).length >= 1, request.url);
    }
  });

  it('never writes the bearer token to the log', async () => {
    const admin = await createAccount(app, { role: 'admin' });
    const id = 'token-check';
    const res = await app.inject({
      url: '/api/v1/auth/me',
      headers: { ...admin.headers, 'x-request-id': id },
    });
    assert.equal(res.statusCode, 200);
    assert.ok(linesOf(id).length >= 2);
    assert.ok(!JSON.stringify(lines).includes(admin.token));
  });
});

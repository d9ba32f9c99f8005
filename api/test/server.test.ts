import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backends, createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { seededPgliteFolder } from './helpers/pglite-folder.ts';
import { newRequest, RawConnection, requestHead } from './helpers/raw-http.ts';
import { SERVER_ADMIN, type ServerProcess, startServer } from './helpers/server-process.ts';

const DRAINING = { detail: 'Сервис временно недоступен. Попробуйте позже.' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loginBody = new URLSearchParams(SERVER_ADMIN).toString();

for (const backend of backends()) {
  describe(`SIGTERM drains the real server [${backend}]`, () => {
    let database: TestDatabase | undefined;
    let server: ServerProcess;

    before(async () => {
      let env: Record<string, string>;
      if (backend === 'pglite') {
        env = { DATA_DIR: await seededPgliteFolder() };
      } else {
        database = await createTestDatabase(backend);
        if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
        env = { DATABASE_URL: database.config.url };
      }
      server = await startServer(env);
    });
    after(async () => {
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      await database?.drop();
    });

    it('finishes in-flight requests, takes no new ones and exits 0 within 10 s', async () => {
      const { port, logs } = server;
      const seen = (id: string) => logs.some((l) => l.reqId === id && l.msg === 'incoming request');

      // A keep-alive connection left idle: it must not hold the close up.
      const idle = await RawConnection.open(port);
      idle.write(requestHead('GET', '/health', {}));
      assert.equal((await idle.response()).status, 200);

      // Registrations whose bodies are half sent: surely in flight when the signal comes.
      const halfSent: RawConnection[] = [];
      const bodies: string[] = [];
      for (let i = 0; i < 5; i++) {
        const body = JSON.stringify({ username: `drain${i}${port}`, password: 'secret-pass' });
        const connection = await RawConnection.open(port);
        const head = requestHead('POST', '/api/v1/auth/register', {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-request-id': `drain-register-${i}`,
        });
        connection.write(head + body.slice(0, 10));
        halfSent.push(connection);
        bodies.push(body.slice(10));
      }
      // A burst of logins (argon2 on a 4-thread pool: they queue up) on connections of their own.
      const logins: Promise<Response>[] = [];
      for (let i = 0; i < 20; i++) {
        logins.push(
          fetch(`http://127.0.0.1:${port}/api/v1/auth/token`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-request-id': `drain-login-${i}`,
              connection: 'close',
            },
            body: loginBody,
          }),
        );
      }
      // A request whose head is still arriving on a kept-alive connection.
      const late = await RawConnection.open(port);
      late.write('GET /health/ready HTTP/1.1\r\nhost: 127.0.0.1\r\n');

      const ids = [...bodies.keys()].map((i) => `drain-register-${i}`);
      ids.push(...logins.map((_, i) => `drain-login-${i}`));
      const deadline = Date.now() + 10_000;
      while (!ids.every(seen) && Date.now() < deadline) await sleep(10);
      assert.ok(ids.every(seen), 'every request reached the server (logged with its reqId)');

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await Promise.race([idle.whenClosed, sleep(5_000)]);
      assert.ok(idle.closed, 'the idle keep-alive connection is closed at once');
      const outcome = await newRequest(port);
      assert.ok(['refused', 'reset', 503].includes(outcome), `a new connection got ${outcome}`);

      late.write('\r\n');
      const refusedLate = await late.response();
      assert.equal(refusedLate.status, 503);
      assert.deepEqual(JSON.parse(refusedLate.body), DRAINING);
      assert.equal(refusedLate.headers.connection, 'close');
      assert.ok(refusedLate.headers['x-request-id']);

      for (const [i, connection] of halfSent.entries()) connection.write(bodies[i] ?? '');
      for (const connection of halfSent) {
        const res = await connection.response();
        assert.equal(res.status, 201, res.body);
        assert.equal(res.headers.connection, 'close');
      }
      for (const res of await Promise.all(logins)) assert.equal(res.status, 200);

      const code = await server.exited;
      const took = Date.now() - signalled;
      assert.equal(code, 0);
      assert.ok(took < 10_000, `exited ${took} ms after SIGTERM`);
      assert.ok(logs.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM'));
    });
  });
}

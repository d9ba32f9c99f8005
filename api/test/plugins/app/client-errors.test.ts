import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../../../src/app.ts';
import { MESSAGES } from '../../../src/i18n/messages.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { backends, createTestDatabase, type TestDatabase } from '../../helpers/databases.ts';
import { RawConnection, requestHead } from '../../helpers/raw-http.ts';

// Refusals of Node's HTTP parser, before any route: still our {detail} body, never Node's.
for (const backend of backends()) {
  describe(`requests the HTTP parser refuses [${backend}]`, () => {
    let app: App;
    let database: TestDatabase;
    let port: number;

    before(async () => {
      database = await createTestDatabase(backend);
      app = await buildTestApp(database.config);
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    const exchange = async (raw: string) => {
      const connection = await RawConnection.open(port);
      connection.write(raw);
      try {
        return await connection.response();
      } finally {
        connection.destroy();
      }
    };

    it('answers a 100 KB header with 431 in the {detail} form', async () => {
      const res = await exchange(requestHead('GET', '/health', { 'x-big': 'a'.repeat(100_000) }));
      assert.equal(res.status, 431);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/);
      assert.deepEqual(JSON.parse(res.body), { detail: MESSAGES.headersTooLarge.ru });
    });

    it('answers a malformed request line with 400 in the {detail} form', async () => {
      const res = await exchange('GET /health HTTP/1.1 trailing\r\nHost: x\r\n\r\n');
      assert.equal(res.status, 400);
      assert.deepEqual(JSON.parse(res.body), { detail: MESSAGES.malformedRequest.ru });
    });

    it('answers it in English when the refused bytes ask for English', async () => {
      const res = await exchange(
        'GET /health HTTP/1.1 trailing\r\nHost: x\r\nAccept-Language: en-US,en;q=0.9\r\n\r\n',
      );
      assert.equal(res.status, 400);
      assert.deepEqual(JSON.parse(res.body), { detail: MESSAGES.malformedRequest.en });
      assert.equal(res.headers['content-language'], 'en');
      const russian = await exchange('GET /health HTTP/1.1 trailing\r\nHost: x\r\n\r\n');
      assert.equal(russian.headers['content-language'], 'ru');
    });

    it('still serves the next connection', async () => {
      const res = await exchange(requestHead('GET', '/health', { connection: 'close' }));
      assert.equal(res.status, 200);
    });
  });
}

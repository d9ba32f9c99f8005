// Issue 20: an API whose top-ups cost nothing says so loudly at start (a pino warning), so the
// test provider cannot reach production unnoticed; a real gateway starts without it.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildApp } from '../../../../src/app.ts';
import { DEFAULT_PAYMENTS_CONFIG } from '../../../../src/lib/payments-env.ts';
import { testConfig } from '../../../helpers/app.ts';
import { createTestDatabase } from '../../../helpers/databases.ts';

async function startLines(payments: typeof DEFAULT_PAYMENTS_CONFIG): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const database = await createTestDatabase('pglite');
  const app = await buildApp({
    config: testConfig(database.config, { payments }),
    logger: { level: 'warn', stream },
    bootstrap: { print: () => {} },
  });
  await app.close();
  await database.drop();
  return lines;
}

test('the test provider is announced with a warning at start; ЮKassa is not', async () => {
  const test = (await startLines(DEFAULT_PAYMENTS_CONFIG)).filter((l) =>
    l.includes('ТЕСТОВЫЙ РЕЖИМ'),
  );
  assert.equal(test.length, 1);
  assert.equal(JSON.parse(test[0] ?? '{}').level, 40);
  const yookassa = {
    ...DEFAULT_PAYMENTS_CONFIG,
    provider: 'yookassa' as const,
    yookassa: {
      shopId: '1',
      secretKey: 's',
      returnUrl: 'https://shop.example.com',
      apiUrl: 'http://127.0.0.1:9/v3',
      notificationIps: ['127.0.0.1'],
      timeoutMs: 500,
    },
  };
  const real = await startLines(yookassa);
  assert.deepEqual(
    real.filter((l) => l.includes('ТЕСТОВЫЙ РЕЖИМ')),
    [],
  );
});

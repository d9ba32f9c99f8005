import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { DRIZZLE_PARSERS, forDrizzle } from '../../src/db/pglite-parsers.ts';

type Options = { rowMode?: string; parsers?: Record<number, (value: string) => unknown> };

/** A stand-in for PGlite that records the options of every statement it is sent. */
function recordingClient() {
  const options: (Options | undefined)[] = [];
  const query = async (_text: string, _params?: unknown[], o?: Options) => {
    options.push(o);
    return { rows: [], fields: [] };
  };
  const client = {
    query,
    transaction: async <T>(callback: (tx: { query: typeof query }) => Promise<T>) =>
      callback({ query }),
    closed: false,
  };
  return { client: client as unknown as PGlite, options };
}

describe('the PGlite client handed to drizzle', () => {
  it('is created with exactly the parsers drizzle sends with each statement', async () => {
    const { client, options } = recordingClient();
    await drizzle({ client }).execute(sql`SELECT 1`);
    const sent = options[0]?.parsers ?? {};
    assert.deepEqual(Object.keys(sent).sort(), Object.keys(DRIZZLE_PARSERS).sort());
    for (const [oid, parse] of Object.entries(DRIZZLE_PARSERS)) {
      assert.equal(parse('2026-11-24 10:00:00'), sent[Number(oid)]?.('2026-11-24 10:00:00'));
    }
  });

  it('drops the per-statement parsers and keeps the row mode, in transactions too', async () => {
    const { client, options } = recordingClient();
    const db = drizzle({ client: forDrizzle(client) });
    await db.execute(sql`SELECT 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 2`);
    });
    assert.deepEqual(options, [{ rowMode: 'object' }, { rowMode: 'object' }]);
  });

  it('leaves every other member of the client as it is', () => {
    const { client } = recordingClient();
    assert.equal(forDrizzle(client).closed, false);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { useApp } from '../helpers/app.ts';
import { backends } from '../helpers/databases.ts';

/** The migrations give both databases the same collation, extension and indexes. */
for (const backend of backends()) {
  describe(`migrated schema [${backend}]`, () => {
    const ctx = useApp(backend);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;

    it('sorts Russian with the portable "ru" collation (ё after е, Cyrillic before Latin)', async () => {
      const sorted = await rows<{ w: string }>(
        sql`SELECT w FROM unnest(ARRAY['Яков', 'ёж', 'Ева', 'Zoe', 'аист', 'Борис']) AS w ORDER BY w COLLATE "ru"`,
      );
      assert.deepEqual(
        sorted.map((r) => r.w),
        ['аист', 'Борис', 'Ева', 'ёж', 'Яков', 'Zoe'],
      );
    });

    it('has pg_trgm and the case-insensitive unique and trigram indexes on usernames', async () => {
      const ext = await rows<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
      assert.ok(ext.some((e) => e.extname === 'pg_trgm'));
      const indexes = await rows<{ indexname: string; indexdef: string }>(
        sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users'`,
      );
      const def = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef ?? '';
      assert.match(def('users_username_lower_key'), /UNIQUE INDEX .* \(lower\(username\)\)/);
      assert.match(def('users_username_trgm_idx'), /USING gin \(lower\(username\) gin_trgm_ops\)/);
    });
  });
}

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

    const countersMatch = async () => {
      const [diff] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM user_counts c
        FULL JOIN (SELECT role, is_active, count(*)::int AS n FROM users GROUP BY 1, 2) u
          USING (role, is_active)
        WHERE coalesce(c.n, 0) <> coalesce(u.n, 0)`);
      assert.equal(diff?.n, 0);
    };

    it('keeps user_counts equal to count(*) per role and state through bulk writes', async () => {
      await countersMatch();
      await ctx.app.db.execute(sql`
        INSERT INTO users (username, password_hash, role, is_active)
        SELECT 'bulk' || g, 'x', (ARRAY['customer','executor','staff']::user_role[])[g % 3 + 1], g % 4 > 0
        FROM generate_series(1, 300) g`);
      await countersMatch();
      await ctx.app.db.execute(
        sql`UPDATE users SET role = 'executor' WHERE username LIKE 'bulk1%'`,
      );
      await ctx.app.db.execute(
        sql`UPDATE users SET is_active = NOT is_active WHERE username LIKE 'bulk2%'`,
      );
      await ctx.app.db.execute(sql`UPDATE users SET last_login = now()`);
      await countersMatch();
      await ctx.app.db.execute(sql`DELETE FROM users WHERE username LIKE 'bulk%' AND id % 2 = 0`);
      await countersMatch();
    });

    it('refuses a superuser whose role is not admin', async () => {
      await assert.rejects(
        ctx.app.db.execute(sql`
          INSERT INTO users (username, password_hash, role, is_superuser)
          VALUES ('bad-superuser', 'x', 'staff', true)`),
      );
    });

    it('has the ordered indexes the admin lists read pages from', async () => {
      const indexes = await rows<{ indexname: string; indexdef: string }>(
        sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users'`,
      );
      const def = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef ?? '';
      assert.match(def('users_username_ru_idx'), /\(username COLLATE ru, id\)/);
      assert.match(
        def('users_role_active_username_ru_idx'),
        /\(role, is_active, username COLLATE ru, id\)/,
      );
      assert.match(def('users_inactive_username_ru_idx'), /WHERE \(NOT is_active\)/);
    });
  });
}

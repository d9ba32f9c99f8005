import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { useApp } from '../helpers/app.ts';
import { rows } from '../helpers/database-state.ts';
import { backends } from '../helpers/databases.ts';

/** The catalog's indexes and the products counter, on both databases. */
for (const backend of backends()) {
  describe(`catalog schema [${backend}]`, () => {
    const ctx = useApp(backend);

    it('has the unique, trigram and ordered name indexes the catalog screens rely on', async () => {
      const indexes = await rows<{ indexname: string; indexdef: string }>(
        ctx.app,
        sql`SELECT indexname, indexdef FROM pg_indexes
          WHERE tablename IN ('cities', 'districts', 'products')`,
      );
      const def = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef ?? '';
      assert.match(def('cities_name_lower_key'), /UNIQUE INDEX .* \(lower\(name\)\)/);
      assert.match(
        def('districts_city_name_lower_key'),
        /UNIQUE INDEX .* \(city_id, lower\(name\)\)/,
      );
      for (const table of ['cities', 'districts', 'products']) {
        assert.match(def(`${table}_name_trgm_idx`), /USING gin \(lower\(name\) gin_trgm_ops\)/);
      }
      assert.match(def('products_name_ru_idx'), /\(name COLLATE ru, id\)/);
    });

    it('keeps the products counter equal to count(*) through bulk writes and TRUNCATE', async () => {
      const matches = async () => {
        const [row] = await rows<{ counted: number; real: number }>(
          ctx.app,
          sql`SELECT (SELECT n FROM catalog_counts WHERE entity = 'products') AS counted,
            (SELECT count(*)::int FROM products) AS real`,
        );
        assert.equal(row?.counted, row?.real);
        return row?.real;
      };
      assert.equal(await matches(), 0);
      await ctx.app.db.execute(sql`
        INSERT INTO products (name, description, logo_file)
        SELECT 'Товар ' || g, 'Описание', md5(g::text) || '.png' FROM generate_series(1, 250) g`);
      assert.equal(await matches(), 250);
      await ctx.app.db.execute(sql`DELETE FROM products WHERE id % 5 = 0`);
      assert.equal(await matches(), 200);
      // CASCADE: the shop's tables (stock, loads, orders) reference products since issue 14.
      await ctx.app.db.execute(sql`TRUNCATE products CASCADE`);
      assert.equal(await matches(), 0);
    });

    it('refuses a file name the server could not have made', async () => {
      await assert.rejects(
        ctx.app.db.execute(sql`
          INSERT INTO uploads (filename, original_name, content_type, size)
          VALUES ('../evil.svg', 'x', 'image/svg+xml', 1)`),
      );
    });
  });
}

// 50,000 products as a shop would have them: Cyrillic and Latin names (a product, a kind and a
// number, so "чай" matches 5 % and "4242" a handful), a third with two extra images. One
// statement, then VACUUM ANALYZE (the planner must know the table before it is measured).
import type pg from 'pg';

const NOUNS = ['Чай', 'Кофе', 'Сыр', 'Хлеб', 'Молоко', 'Масло', 'Мёд', 'Рис', 'Сок', 'Шоколад']
  .concat(['Tea', 'Coffee', 'Cheese', 'Bread', 'Honey', 'Rice', 'Juice', 'Яблоки', 'Груши'])
  .concat(['Орехи'])
  .map((n) => `'${n}'`);
const KINDS = ['зелёный', 'чёрный', 'домашний', 'свежий', 'organic', 'классический', 'острый']
  .concat(['сладкий', 'белый', 'premium'])
  .map((n) => `'${n}'`);
const SEED = `INSERT INTO products (name, description, logo_file, image_files, is_active)
  SELECT (ARRAY[${NOUNS}])[1 + g % 20] || ' ' || (ARRAY[${KINDS}])[1 + (g / 20) % 10] || ' ' || g,
    'Описание товара ' || g, md5(g::text) || '.png',
    CASE WHEN g % 3 = 0 THEN ARRAY[md5('a' || g) || '.jpg', md5('b' || g) || '.webp']
      ELSE '{}'::text[] END,
    g % 10 <> 0
  FROM generate_series(1, $1::int) g`;

export async function seedProducts(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(SEED, [count]);
  await pool.query('VACUUM ANALYZE');
}

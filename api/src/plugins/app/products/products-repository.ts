import type { ListedProduct, Product } from '@storefront/shared/contract/products';
import { fileUrl } from '@storefront/shared/contract/uploads';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@storefront/shared/shop/default-settings';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsById } from '../../../db/rows-by-id.ts';
import { type ProductRow, products } from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { type ListingSource, listingSql } from '../../../db/sql/name-ordered.ts';
import { rowsOf, runListing } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
  }
}

/** Images as JSON: both drivers parse json alike, while text[] parsing differs between them. */
export const productsSource: ListingSource = {
  table: 'products',
  columns: sql.join(
    [
      sql.raw('t.id, t.name, t.description, t.logo_file'),
      sql.raw('array_to_json(t.image_files) AS image_files, t.is_active, t.price::text AS price'),
      sql`${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`,
      // Its stock over every district (issue 23): a page's 20 sums by the stock's primary key.
      sql.raw(
        '(SELECT coalesce(sum(s.quantity), 0)::int FROM product_stock s WHERE s.product_id = t.id) AS stock_total',
      ),
    ],
    sql.raw(', '),
  ),
  total: sql.raw(`(SELECT n FROM catalog_counts WHERE entity = 'products')`),
  // An archived product (issue 20) is gone for the admin: listed, counted and found nowhere.
  live: sql.raw('archived_at IS NULL'),
};

interface ListedRow {
  id: number;
  name: string;
  description: string;
  logo_file: string;
  image_files: string[];
  is_active: boolean;
  price: string | null;
  created_at: string;
  updated_at: string;
  stock_total: number;
}

/**
 * 'Мало на складе' (issue 23): an active product holding at most the settings' threshold over
 * all its districts (a product stocked nowhere holds 0). Its sum reads the stock's primary key.
 */
const LOW_STOCK = sql`is_active AND (SELECT coalesce(sum(s.quantity), 0) FROM product_stock s
  WHERE s.product_id = products.id) <= coalesce(
    (SELECT low_stock_threshold FROM shop_settings WHERE id), ${sql.raw(String(DEFAULT_LOW_STOCK_THRESHOLD))})`;

const fromListed = (row: ListedRow): ListedProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo_image: fileUrl(row.logo_file),
  images: row.image_files.map(fileUrl),
  is_active: row.is_active,
  price: row.price,
  created_at: row.created_at,
  updated_at: row.updated_at,
  stock_total: row.stock_total,
});

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo_image: fileUrl(row.logoFile),
  images: row.imageFiles.map(fileUrl),
  is_active: row.isActive,
  price: row.price,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type ProductChanges = Partial<
  Pick<ProductRow, 'name' | 'description' | 'logoFile' | 'imageFiles' | 'isActive' | 'price'>
>;

/** Every method takes an optional transaction, so callers can log the change atomically. */
export function createProductsRepository(db: Db) {
  const live = isNull(products.archivedAt);

  return {
    ...rowsById(db, products, { live, touched: true }),

    async page(filter: { search?: string; lowStock?: boolean }, paging: Paging) {
      const { search, lowStock } = filter;
      const statement = listingSql(
        productsSource,
        { search, ...(lowStock && { scope: LOW_STOCK }) },
        paging,
      );
      const { rows, total } = await runListing<ListedRow>(db, statement);
      return { products: rows.map(fromListed), total };
    },

    /** Whether the product has history to keep: an order (any status) or a review. */
    async hasHistory(id: number, tx: Db): Promise<boolean> {
      const result = (await tx.execute(sql`SELECT
          EXISTS (SELECT 1 FROM orders WHERE product_id = ${id})
          OR EXISTS (SELECT 1 FROM reviews WHERE product_id = ${id}) AS kept`)) as unknown as {
        rows: { kept: boolean }[];
      };
      return result.rows[0]?.kept === true;
    },

    /** Off the catalogue and the admin's lists; its orders and reviews keep pointing at it. */
    async archive(id: number, tx: Db): Promise<void> {
      await tx
        .update(products)
        .set({ archivedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), live));
    },

    /** The price of a product on sale (active and priced), as text; null when it is not. */
    async salePrice(id: number, tx: Db = db): Promise<string | null> {
      const [row] = await rowsOf<{ price: string }>(
        tx.execute(sql`SELECT price::text AS price FROM products
          WHERE id = ${id} AND is_active AND price IS NOT NULL`),
      );
      return row?.price ?? null;
    },

    /** Whether a saved product shows the file, as its logo or one of its images (indexed). */
    async usesFile(filename: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          sql`${products.logoFile} = ${filename} OR ${products.imageFiles} @> ARRAY[${filename}]::text[]`,
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

export default repositoryPlugin('productsRepository', createProductsRepository);

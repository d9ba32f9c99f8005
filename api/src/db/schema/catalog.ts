/**
 * The catalog of issue 4: cities and their districts, products, and the uploaded files the
 * products show. Part of the one schema (`index.ts`).
 */
import { CATALOG_LIMITS, PRODUCT_EXTRA_IMAGES_MAX } from '@storefront/shared/limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, requiredRef, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** The lists' order: name in the portable Russian collation (as the users lists), then id. */
const ruName = sql`"name" COLLATE "ru"`;
const nameLength = (name: string, column: unknown) =>
  check(name, sql`char_length(${column}) BETWEEN 1 AND ${sql.raw(String(CATALOG_LIMITS.nameMax))}`);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // The index, not a pre-check, decides between two admins adding 'Москва' and 'москва' at once.
    uniqueIndex('cities_name_lower_key').on(sql`lower(${t.name})`),
    index('cities_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('cities_name_ru_idx').on(ruName, t.id),
    nameLength('cities_name_length', t.name),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // RESTRICT: a city with districts cannot disappear, even when a district is added meanwhile.
    cityId: requiredRef('city_id', () => cities.id, 'restrict'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('districts_city_name_lower_key').on(t.cityId, sql`lower(${t.name})`),
    index('districts_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // A city's list is a range of this index; it also serves the "has districts" check.
    index('districts_city_name_ru_idx').on(t.cityId, ruName, t.id),
    nameLength('districts_name_length', t.name),
  ],
);

/**
 * Images are stored as the server-chosen file names (`<32 hex>.<ext>`), not URLs: the answer
 * builds the URL, so moving files to another store (issue 6) changes no row.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logoFile: text('logo_file').notNull(),
    imageFiles: text('image_files').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    // Roubles as exact decimal text ("1500.00"); null until priced, so not on sale (issue 14).
    price: numeric('price', { precision: 12, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set by a delete of a product with sales or reviews (issue 20): it leaves the catalogue
    // and the admin's lists, and its orders, ledger rows and reviews keep pointing at it.
    archivedAt: at('archived_at'),
  },
  (t) => [
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_name_ru_idx').on(ruName, t.id),
    // "Is this file used by a product?" before a file may be deleted.
    index('products_logo_file_idx').on(t.logoFile),
    index('products_image_files_idx').using('gin', t.imageFiles),
    nameLength('products_name_length', t.name),
    check(
      'products_description_length',
      sql`char_length(${t.description}) BETWEEN 1 AND ${sql.raw(String(CATALOG_LIMITS.descriptionMax))}`,
    ),
    check(
      'products_price_range',
      sql`${t.price} IS NULL OR (${t.price} > 0 AND ${t.price} <= 10000000)`,
    ),
    check(
      'products_image_files_max',
      sql`cardinality(${t.imageFiles}) <= ${sql.raw(String(PRODUCT_EXTRA_IMAGES_MAX))}`,
    ),
  ],
);

/**
 * Exact row counts kept by triggers (migration 0005), so the products list's total without a
 * search is one tiny read rather than count(*) over every product. Key: the table name.
 */
export const catalogCounts = pgTable('catalog_counts', {
  entity: text('entity').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** Every file the upload calls stored: what exists, who sent it, and what it is. */
export const uploads = pgTable(
  'uploads',
  {
    filename: text('filename').primaryKey(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the stored bytes were re-encoded without their metadata (issue 21). Null: stored
     * before that, as sent (EXIF and all); the start-up backfill re-encodes those.
     */
    cleanedAt: at('cleaned_at'),
    /** A backfill that took the row holds it until then: another replica skips it meanwhile. */
    cleaningUntil: at('cleaning_until'),
  },
  (t) => [
    // The orphan sweep reads the oldest uploads first and stops at its batch size.
    index('uploads_created_at_idx').on(t.createdAt),
    // The backfill's queue: only the rows still to clean, which is none once it has run.
    index('uploads_uncleaned_idx').on(t.createdAt).where(sql`${t.cleanedAt} IS NULL`),
    check('uploads_filename_format', sql`${t.filename} ~ '^[0-9a-f]{32}\\.(jpg|png|webp|gif)$'`),
  ],
);

export type CityRow = typeof cities.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type UploadRow = typeof uploads.$inferSelect;

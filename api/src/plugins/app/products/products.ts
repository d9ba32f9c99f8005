/**
 * Changing products (admins only; the routes guard that). Name and description are trimmed and
 * required; the logo and up to four images must be files our upload calls stored (see
 * product-images.ts). Each change is checked, written and logged in one transaction, which also
 * releases the files the product no longer shows (unless another product shows them); their
 * bytes are removed once the change is committed.
 */

import type {
  CreateProductBody,
  Product,
  UpdateProductBody,
} from '@storefront/shared/contract/products';
import { formatMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { ProductRow, UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { changedFields, requiredText } from '../../../lib/field-changes.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { priceOf } from '../../../lib/money-input.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { resolveImages } from './product-images.ts';
import { type ProductChanges, toProduct } from './products-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    products: Products;
  }
}

/** The stored price: null stays "no price", anything else is checked (money-input.ts). */
const storedPrice = (price: string | null) => (price === null ? null : formatMoney(priceOf(price)));

/** The fields an update changed, before and after (updated_at moves on every save). */
function difference(before: Product, after: Product) {
  const { updated_at: _, ...changed } = changedFields(before, after);
  const keys = Object.keys(changed) as (keyof Product)[];
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** The files `before` showed and `after` (null: deleted) does not. */
function dropped(before: ProductRow, after: ProductRow | null): string[] {
  const kept = new Set(after ? [after.logoFile, ...after.imageFiles] : []);
  return [...new Set([before.logoFile, ...before.imageFiles])].filter((f) => !kept.has(f));
}

export function createProducts(fastify: FastifyInstance) {
  const repo = fastify.productsRepository;
  const uploads = fastify.uploadsRepository;
  const files = fastify.uploads;
  const log = resourceTypeLog(fastify, 'product');

  return {
    /** One product (404 when there is none). */
    async read(id: number): Promise<Product> {
      const row = await repo.findById(id);
      if (!row) throw notFound(MESSAGES.productNotFound);
      return toProduct(row);
    },

    async create(viewer: UserRow, body: CreateProductBody, ip: string): Promise<Product> {
      const name = requiredText(body.name, 'name');
      const description = requiredText(body.description, 'description');
      const price = body.price === undefined ? null : storedPrice(body.price);
      return fastify.db.transaction(async (tx) => {
        const input = { logo: body.logo_image, images: body.images ?? [] };
        const { logoFile, imageFiles } = await resolveImages(input, uploads, tx);
        const row = await repo.create(
          {
            name,
            description,
            logoFile: logoFile as string,
            imageFiles,
            isActive: body.is_active ?? true,
            price,
          },
          tx,
        );
        const product = toProduct(row);
        await log.created(tx, viewer, ip, 'product_create', product);
        return product;
      });
    },

    async update(
      viewer: UserRow,
      id: number,
      body: UpdateProductBody,
      ip: string,
    ): Promise<Product> {
      const next: ProductChanges = {};
      if (body.name !== undefined) next.name = requiredText(body.name, 'name');
      if (body.description !== undefined) {
        next.description = requiredText(body.description, 'description');
      }
      if (body.is_active !== undefined) next.isActive = body.is_active;
      if (body.price !== undefined) next.price = storedPrice(body.price);
      const { product, released } = await fastify.db.transaction(async (tx) => {
        const row = await repo.findByIdForUpdate(id, tx);
        if (!row) throw notFound(MESSAGES.productNotFound);
        const input = { logo: body.logo_image, images: body.images };
        Object.assign(next, await resolveImages(input, uploads, tx));
        const updated = (await repo.update(id, changedFields(row, next), tx)) ?? row;
        const product = toProduct(updated);
        await log(tx, {
          userId: viewer.id,
          ip,
          action: 'product_update',
          resource: product,
          metadata: difference(toProduct(row), product),
        });
        const released = await files.release(tx, viewer, ip, dropped(row, updated), id);
        return { product, released };
      });
      await files.discard(released);
      return product;
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      const released = await fastify.db.transaction(async (tx) => {
        // FOR UPDATE first: purchases key-share lock the product before anything else
        // (orders/order-writes.ts), so they finish before this and none starts until it commits.
        const row = await repo.findByIdForUpdate(id, tx);
        if (!row) throw notFound(MESSAGES.productNotFound);
        const before = toProduct(row);
        if (await repo.hasHistory(id, tx)) {
          // Sold or reviewed (issue 20): archived, so its journals, reviews and rating stay.
          await repo.archive(id, tx);
          await log(tx, {
            userId: viewer.id,
            ip,
            action: 'product_delete',
            resource: before,
            metadata: { before, archived: true },
          });
          return [];
        }
        await repo.remove(id, tx);
        await log.deleted(tx, viewer, ip, 'product_delete', before);
        return files.release(tx, viewer, ip, dropped(row, null), id);
      });
      await files.discard(released);
    },
  };
}

export type Products = ReturnType<typeof createProducts>;

export default domainPlugin('products', createProducts, [
  'products-repository',
  'uploads-repository',
  'uploads',
  'activities-repository',
]);

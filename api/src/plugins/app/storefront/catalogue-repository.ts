/**
 * The public catalogue's reads (catalogue-queries.ts, sitemap-queries.ts), each ONE statement
 * but the product page (its discounts are the discounts repository's query).
 */
import type { CatalogueSort } from '@storefront/shared/contract/values';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import {
  publicCoupons,
  shopCities,
  shopProduct,
  shopProducts,
  usedUpBy,
} from './catalogue-queries.ts';
import { sitemapLists } from './sitemap-queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueRepository: CatalogueRepository;
  }
}

export interface CatalogueFilter {
  cityId?: number;
  search?: string;
  sort?: CatalogueSort;
}

export function createCatalogueRepository(db: Db) {
  return {
    cities: () => shopCities(db),
    products: (filter: CatalogueFilter, paging: Paging) => shopProducts(db, filter, paging),
    product: (id: number, cityId: number | undefined) => shopProduct(db, id, cityId),
    coupons: () => publicCoupons(db),
    /** The codes this customer has used as often as their per-user limit allows. */
    usedUpBy: (userId: number) => usedUpBy(db, userId),
    sitemapLists: () => sitemapLists(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export default repositoryPlugin('catalogueRepository', createCatalogueRepository);

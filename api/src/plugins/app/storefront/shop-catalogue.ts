/**
 * The public catalogue behind its cache (shop-cache.ts): answers carry an ETag and
 * Last-Modified with `Cache-Control: no-cache`, so a browser revalidates every time (a change
 * shows on the next request) and an unchanged answer costs a 304 without a body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../../../config.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { Paging } from '../../../lib/paging.ts';
import type { CatalogueFilter } from './catalogue-repository.ts';
import { createShopCache, type Expiring, expiring } from './shop-cache.ts';
import {
  parts,
  SITEMAP_MAX_URLS,
  type SitemapUrl,
  sitemapUrls,
  sitemapXml,
  urlSet,
} from './sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storefront: Storefront;
    shopCache: ReturnType<typeof createShopCache>;
    /** Answers `load()`'s value (cached under `key`), or 304 when the client has it. */
    serveCatalogue<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      load: () => Promise<T | Expiring<T>>,
    ): Promise<T>;
  }
}

export const SHOP_CHANGED_CHANNEL = 'shop_catalog_changed';

/** The public catalogue's reads (GET /shop/...), each as the cache keeps it. */
export function createStorefront(fastify: FastifyInstance) {
  const repo = fastify.catalogueRepository;
  const base = publicOrigin(fastify.config);
  const partSize = fastify.config.sitemapPartSize ?? SITEMAP_MAX_URLS;
  const read = async () => sitemapUrls(await repo.sitemapLists());
  const urls = async () =>
    (await fastify.shopCache.read('sitemap:urls', read)).value as SitemapUrl[];

  return {
    /** An answer the cache keeps no longer than `until` (null: until the next change). */
    expiring,

    cities: () => repo.cities(),

    /** A page of cards, with when its prices next change (a discount starts or ends). */
    products: (filter: CatalogueFilter, p: Paging) => repo.products(filter, p),

    async product(id: number, cityId: number | undefined) {
      const page = await repo.product(id, cityId);
      if (!page) throw notFound(MESSAGES.productNotFound);
      return expiring(page.product, page.nextChange);
    },

    coupons: () => repo.coupons(),

    /** The codes this customer may use no more (issue 20). */
    usedUpBy: (userId: number) => repo.usedUpBy(userId),

    /** /sitemap.xml (issue 21): the only part, or the index of the parts. */
    sitemap: async () => sitemapXml(base, await urls(), partSize),

    /** The addresses of /sitemaps/products-{n}.xml; undefined when there is no such part. */
    async sitemapPart(n: number): Promise<SitemapUrl[] | undefined> {
      const chunks = parts(await urls(), partSize);
      return chunks.length > 1 ? chunks[n - 1] : undefined;
    },

    sitemapPartXml: (chunk: SitemapUrl[]) => urlSet(base, chunk),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;

/**
 * Writes that may change what the catalogue shows (the database announces them too): answered
 * here, they clear this process's cache whole before the answer leaves.
 */
const CATALOGUE_WRITES = /^\/api\/v1\/(products|cities|districts|coupons|discounts)\b/;
/**
 * Except the ones that drop only what they touched, themselves, right after their commit
 * (`shopCache.stockChanged`): a stock edit, a purchase and an order move (POST /orders and
 * /admin/orders/... are not catalogue writes at all).
 */
const TARGETED_WRITES = /^\/api\/v1\/products\/\d+\/stock\/?(\?|$)/;

export default fp(
  async (fastify: FastifyInstance) => {
    const cache = createShopCache();
    fastify.decorate('shopCache', cache);
    fastify.decorate('storefront', createStorefront(fastify));
    const stop = await fastify.database.listen(SHOP_CHANGED_CHANNEL, {
      onNotify: (payload) => cache.notified(payload),
      onLive: (live) => cache.setOnline(live),
    });
    fastify.addHook('onClose', async () => {
      await stop();
    });
    fastify.addHook('onSend', async (request, _reply, payload) => {
      const { method, url } = request;
      if (method !== 'GET' && CATALOGUE_WRITES.test(url) && !TARGETED_WRITES.test(url)) {
        cache.changed();
      }
      return payload;
    });

    fastify.decorate(
      'serveCatalogue',
      async <T>(
        request: FastifyRequest,
        reply: FastifyReply,
        key: string,
        load: () => Promise<T | Expiring<T>>,
      ) => {
        const answer = await cache.read(key, load);
        reply.header('cache-control', 'no-cache');
        reply.header('etag', answer.etag);
        reply.header('last-modified', answer.lastModified.toUTCString());
        const tags = request.headers['if-none-match'];
        const since = request.headers['if-modified-since'];
        const same = tags
          ? tags.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')
          : since !== undefined && Date.parse(since) > answer.lastModified.getTime();
        // The reply itself: Fastify sends it as is (no body), and the handler's type stays T.
        if (same) return reply.code(304).send() as never;
        return answer.value as T;
      },
    );
  },
  { name: 'shop-catalogue', dependencies: ['db', 'catalogue-repository'] },
);

/**
 * The public catalogue behind its cache (shop-cache.ts): answers carry an ETag and
 * Last-Modified with `Cache-Control: no-cache`, so a browser revalidates every time (a change
 * shows on the next request) and an unchanged answer costs a 304 without a body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShopCache, type Expiring } from './shop-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
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
  { name: 'shop-catalogue', dependencies: ['db'] },
);

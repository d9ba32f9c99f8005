import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicOrigin } from '../config.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { notFound } from '../lib/http-errors.ts';
import { notModified } from '../schemas/openapi.ts';
import { publicSchema, taggedTexts } from '../schemas/route-schema.ts';

const XML = 'application/xml; charset=utf-8';
const text = taggedTexts('system');
const CACHED =
  'ETag и Last-Modified; Cache-Control: no-cache, неизменённый ответ — 304 (If-None-Match); ' +
  'сбрасывается теми же уведомлениями, что и каталог.';
const Xml = Type.String({ description: 'XML (sitemaps.org 0.9)' });
const ROBOTS = text('robots.txt: закрытые разделы и адрес карты сайта');
const SITEMAP = text(
  'Карта сайта',
  'Публичные страницы и каждый товар в продаже (активный, с ценой, с остатком хотя бы в ' +
    'одном городе) с lastmod; больше 50 000 адресов — индекс частей ' +
    `/sitemaps/products-{n}.xml. ${CACHED}`,
);
const PART = text(
  'Часть карты сайта: /sitemaps/products-{n}.xml',
  `404, если такой части нет (карта сайта — одна часть). ${CACHED}`,
);
const PartParams = Type.Object({ part: Type.String({ maxLength: 40 }) });

/**
 * The site root's files for crawlers (issue 21), beside the static hosting's SPA fallback
 * (a route of its own wins over the fallback): /robots.txt and /sitemap.xml with its parts.
 * Absolute URLs start with PUBLIC_BASE_URL.
 */
const seo: FastifyPluginAsyncTypebox = async (fastify) => {
  const { storefront } = fastify;
  const base = publicOrigin(fastify.config);

  const robots = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /user',
    'Disallow: /pay',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

  fastify.get(
    '/robots.txt',
    { schema: publicSchema(ROBOTS, {}, { 200: Type.String() }) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('text/plain; charset=utf-8').send(robots);
    },
  );

  fastify.get(
    '/sitemap.xml',
    { schema: publicSchema(SITEMAP, {}, { 200: Xml, ...notModified }) },
    async (request, reply) => {
      reply.type(XML);
      return fastify.serveCatalogue(request, reply, 'sitemap', storefront.sitemap);
    },
  );

  fastify.get(
    '/sitemaps/:part',
    {
      schema: publicSchema(PART, { params: PartParams }, { 200: Xml, ...notModified }, 404, 422),
    },
    async (request, reply) => {
      const n = Number(/^products-([1-9][0-9]{0,8})\.xml$/.exec(request.params.part)?.[1] ?? 0);
      const chunk = await storefront.sitemapPart(n);
      if (!chunk) throw notFound(MESSAGES.notFound);
      reply.type(XML);
      return fastify.serveCatalogue(request, reply, `sitemap:products-${n}`, async () =>
        storefront.sitemapPartXml(chunk),
      );
    },
  );
};

export default seo;

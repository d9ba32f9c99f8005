/**
 * The storefront's public pages answered with their head already written (issue 21): `/`,
 * `/products`, `/products/{id}`, `/reviews`, `/rules`, `/contacts` get the shell's HTML with
 * the page's title, description, canonical and language alternates, Open Graph and Twitter
 * tags, JSON-LD and a preload of its largest picture, so a shared link previews the product, a
 * search engine's first pass reads it, and the phone fetches the main picture before any
 * script has run. Built from the public API's own cached JSON, cached by what it was made of,
 * revalidated with an ETag. Private pages (`/user`, `/admin`, `/pay`) are not here: they keep
 * the plain shell of the not-found handler, and nothing here reads who is asking.
 */

import type { ShopCity, ShopProduct, ShopProductsPage } from '@storefront/shared/contract/shop';
import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { CITY_QUERY } from '@storefront/shared/contract/values';
import { CATALOGUE_PAGE_SIZE } from '@storefront/shared/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../../../config.ts';
import { NO_CACHE } from '../static-hosting/cache-policy.ts';
import { type PageHead, renderHead } from './head-tags.ts';
import { ShellTemplate } from './html-document.ts';
import { PageBodies } from './page-bodies.ts';
import { encodedBody, PageCache } from './page-cache.ts';
import { type FetchJson, pageDataFetcher } from './page-data.ts';
import {
  catalogueHead,
  homeHead,
  missingHead,
  productHead,
  type SiteContext,
  type TextPage,
  textPageHead,
} from './page-heads.ts';
import { pageCity, pageLook } from './page-request.ts';
import { ServerRenderer } from './server-renderer.ts';

interface BuiltPage {
  head: PageHead;
  status: number;
  /** The ETags of the JSON the page was made of. */
  inputs: string[];
}

type PageBuilder = (site: SiteContext, fetch: FetchJson) => Promise<BuiltPage>;

/** The page's URL with the city it is shown in, as the storefront's own links write it. */
function renderUrl(url: string, city: ShopCity | null): string {
  const parsed = new URL(url, 'http://page.invalid');
  if (city && !parsed.searchParams.has(CITY_QUERY))
    parsed.searchParams.set(CITY_QUERY, String(city.id));
  return `${parsed.pathname}${parsed.search}`;
}

const cardsPath = (city: ShopCity | null) =>
  `/shop/products?${city ? `city_id=${city.id}&` : ''}page=1&size=${CATALOGUE_PAGE_SIZE}`;

async function cards(site: SiteContext, fetch: FetchJson) {
  const page = await fetch<ShopProductsPage>(cardsPath(site.city));
  return { cards: page?.body.products ?? [], inputs: page ? [page.etag] : [] };
}

const home: PageBuilder = async (site, fetch) => {
  const list = await cards(site, fetch);
  return { head: homeHead(site, list.cards), status: 200, inputs: list.inputs };
};

const catalogue: PageBuilder = async (site, fetch) => {
  const list = await cards(site, fetch);
  return { head: catalogueHead(site, list.cards), status: 200, inputs: list.inputs };
};

const productPage =
  (id: string): PageBuilder =>
  async (site, fetch) => {
    const query = site.city ? `?city_id=${site.city.id}` : '';
    const product = /^[1-9]\d{0,9}$/.test(id)
      ? await fetch<ShopProduct>(`/shop/products/${id}${query}`)
      : null;
    if (!product) return { head: missingHead(site, `/products/${id}`), status: 404, inputs: [] };
    return { head: productHead(site, product.body), status: 200, inputs: [product.etag] };
  };

const textPage =
  (page: TextPage): PageBuilder =>
  async (site) => ({ head: textPageHead(site, page), status: 200, inputs: [] });

export default fp(
  async (fastify: FastifyInstance) => {
    const { shellDist } = fastify.staticHosting;
    // Not built: the not-found handler explains what to do.
    if (!shellDist) return;
    const template = ShellTemplate.inShell(shellDist);
    const cache = new PageCache();
    const base = publicOrigin(fastify.config);
    const renderer = ServerRenderer.find(fastify.config.staticRoot, shellDist);
    const bodies = renderer ? new PageBodies(fastify, renderer) : null;
    if (renderer) fastify.addHook('onClose', () => renderer.close());

    async function build(request: FastifyRequest, identity: string, builder: PageBuilder) {
      const look = pageLook(request);
      const { language } = look;
      const fetch = pageDataFetcher(fastify, language);
      const [settings, cities] = await Promise.all([
        fetch<ShopSettings>('/settings'),
        fetch<ShopCity[]>('/shop/cities'),
      ]);
      if (!settings || !cities) throw new Error('public page: settings or cities missing');
      const city = pageCity(request, cities.body);
      const site: SiteContext = { base, language, settings: settings.body, city };
      const page = await builder(site, fetch);
      // The body is rendered at the URL with the city the head was made for, so the page's
      // scripts (reading the URL first) take over the same city.
      const body = bodies
        ? await bodies.body(renderUrl(request.url, city), look).catch((err: unknown) => {
            request.log.warn({ err }, 'public page not rendered; its head alone is sent');
            return null;
          })
        : null;
      const key = [
        template.current().version,
        identity,
        language,
        look.theme,
        city?.id ?? '',
        settings.etag,
        cities.etag,
        ...page.inputs,
        body ? `${bodies?.version()}|${body.inputs.map(([, etag]) => etag).join(',')}` : 'head',
      ].join('|');
      return cache.get(key, () => ({
        html: template.render({
          language,
          head: renderHead(page.head),
          ...(body && {
            body: body.html,
            state: { url: body.url, language, theme: look.theme, data: body.data },
          }),
        }),
        status: page.status,
      }));
    }

    async function serve(
      request: FastifyRequest,
      reply: FastifyReply,
      identity: string,
      builder: PageBuilder,
    ) {
      reply.header('cache-control', NO_CACHE);
      let page: Awaited<ReturnType<typeof build>>;
      try {
        page = await build(request, identity, builder);
      } catch (err) {
        // Without its data the page is still the app: the scripts show their own errors.
        request.log.warn({ err }, 'public page head not built; the plain shell is sent');
        return reply.sendFile('index.html', shellDist as string);
      }
      // The page depends on the `language`, `theme` and `city_id` cookies, never on who is
      // signed in.
      reply.header('vary', 'Accept-Encoding, Cookie');
      reply.header('etag', page.etag);
      const tags = request.headers['if-none-match'];
      if (page.status === 200 && tags?.split(',').some((tag) => tag.trim() === page.etag)) {
        return reply.code(304).send();
      }
      const { body, encoding } = encodedBody(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.code(page.status).type('text/html; charset=utf-8').send(body);
    }

    const pages: [string, string, PageBuilder][] = [
      ['/', 'home', home],
      ['/products', 'products', catalogue],
      ['/reviews', 'reviews', textPage('reviews')],
      ['/rules', 'rules', textPage('rules')],
      ['/contacts', 'contacts', textPage('contacts')],
    ];
    for (const [url, identity, builder] of pages) {
      fastify.get(url, { schema: { hide: true } }, (request, reply) =>
        serve(request, reply, identity, builder),
      );
    }
    fastify.get<{ Params: { id: string } }>(
      '/products/:id',
      { schema: { hide: true } },
      (request, reply) => {
        const { id } = request.params;
        return serve(request, reply, `product:${id}`, productPage(id));
      },
    );
  },
  { name: 'public-pages', dependencies: ['static-hosting', 'shop-catalogue'] },
);

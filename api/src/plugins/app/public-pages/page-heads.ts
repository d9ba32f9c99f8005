/**
 * Each public page's head, from the JSON its scripts show (issue 21). One function per page,
 * each pure: the data and the site's address in, a PageHead out (head-tags.ts renders it).
 */

import type { ShopCity, ShopProduct, ShopProductCard } from '@storefront/shared/contract/shop';
import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import {
  CARD_IMAGE_SIZES,
  densityCappedSizes,
  derivativeSrcSet,
  derivativeUrl,
  hasDerivatives,
  IMAGE_FORMAT_TYPES,
  PRODUCT_IMAGE_SIZES,
  SHARE_IMAGE_WIDTH,
} from '@storefront/shared/images';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import type { Language } from '../../../i18n/language.ts';
import { PAGE_MESSAGES } from '../../../i18n/page-messages.ts';
import type { PageHead, PreloadImage, ShareImage } from './head-tags.ts';
import { snippet } from './head-tags.ts';
import { breadcrumbs, organization, product as productData } from './structured-data.ts';

export interface SiteContext {
  /** PUBLIC_BASE_URL without a trailing slash. */
  base: string;
  language: Language;
  settings: ShopSettings;
  city: ShopCity | null;
}

/** The shop's name as the header shows it: the settings', else the wordmark's default. */
export const shopName = (site: SiteContext) =>
  site.settings.shop_name.trim() || PAGE_MESSAGES.shopName[site.language];

const absolute = (site: SiteContext, path: string) => `${site.base}${path}`;

/** A public path with its city (`?city=`), as the storefront's links write it. */
function withCity(path: string, city: ShopCity | null): string {
  return city ? `${path}?city=${city.id}` : path;
}

function shareImage(site: SiteContext, upload: string, alt: string): ShareImage | null {
  if (!upload) return null;
  const path = hasDerivatives(upload) ? derivativeUrl(upload, SHARE_IMAGE_WIDTH, 'jpg') : upload;
  return { url: /^https?:\/\//.test(path) ? path : absolute(site, path), alt };
}

function preload(upload: string, sizes: string): PreloadImage | null {
  if (!upload || !hasDerivatives(upload)) return null;
  return {
    href: derivativeUrl(upload, 640, 'webp'),
    srcset: derivativeSrcSet(upload, 'webp'),
    // What <ResponsiveImage> asks for, or the preload fetches a second file.
    sizes: densityCappedSizes(sizes),
    type: IMAGE_FORMAT_TYPES.webp,
  };
}

function titled(page: string, site: SiteContext): string {
  return `${page} — ${shopName(site)}`;
}

function base(site: SiteContext, path: string) {
  return {
    language: site.language,
    siteName: shopName(site),
    canonical: absolute(site, path),
    ogType: 'website' as const,
    price: null,
    image: null,
    preload: null,
  };
}

const trailStart = (site: SiteContext) => [shopName(site), absolute(site, '/')] as const;

export function homeHead(site: SiteContext, cards: readonly ShopProductCard[]): PageHead {
  const first = cards.find((card) => card.logo_image);
  const lang = site.language;
  return {
    ...base(site, withCity('/', site.city)),
    title: shopName(site),
    description: PAGE_MESSAGES.homeDescription(shopName(site))[lang],
    image: first ? shareImage(site, first.logo_image, first.name) : null,
    structuredData: [organization(site.settings, shopName(site), absolute(site, '/'))],
  };
}

export function catalogueHead(site: SiteContext, cards: readonly ShopProductCard[]): PageHead {
  const lang = site.language;
  const first = cards.find((card) => card.logo_image);
  const path = withCity('/products', site.city);
  const heading = site.city
    ? PAGE_MESSAGES.productsIn(site.city.name)[lang]
    : PAGE_MESSAGES.products[lang];
  return {
    ...base(site, path),
    title: titled(heading, site),
    description: PAGE_MESSAGES.productsDescription(shopName(site), site.city?.name ?? null)[lang],
    image: first ? shareImage(site, first.logo_image, first.name) : null,
    preload: first ? preload(first.logo_image, CARD_IMAGE_SIZES) : null,
    structuredData: [
      breadcrumbs([trailStart(site), [PAGE_MESSAGES.products[lang], absolute(site, path)]]),
    ],
  };
}

/** One unit's price now, as the product page's summary shows it (automatic discounts in). */
function unitPrice(product: ShopProduct): string {
  const priced = priceOrder({
    unitPrice: parseMoney(product.price),
    quantity: 1,
    discounts: product.discounts,
  });
  return formatMoney(priced.total);
}

export function productHead(site: SiteContext, product: ShopProduct): PageHead {
  const lang = site.language;
  const path = `/products/${product.id}`;
  const url = absolute(site, path);
  const price = unitPrice(product);
  const pictures = [product.logo_image, ...product.images].filter(Boolean);
  return {
    ...base(site, path),
    ogType: 'product',
    title: titled(product.name, site),
    description: snippet(product.description) || product.name,
    image: shareImage(site, product.logo_image || (pictures[0] ?? ''), product.name),
    price,
    preload: preload(pictures[0] ?? '', PRODUCT_IMAGE_SIZES),
    structuredData: [
      productData({
        name: product.name,
        description: product.description,
        url,
        images: pictures
          .map((picture) => shareImage(site, picture, product.name)?.url)
          .filter((picture): picture is string => Boolean(picture)),
        price,
        inStock: product.districts.some((district) => district.quantity > 0),
        rating: product.rating,
        reviewsCount: product.reviews_count,
      }),
      breadcrumbs([
        trailStart(site),
        [PAGE_MESSAGES.products[lang], absolute(site, withCity('/products', site.city))],
        [product.name, url],
      ]),
    ],
  };
}

export type TextPage = 'reviews' | 'rules' | 'contacts';

const DESCRIPTIONS = {
  reviews: PAGE_MESSAGES.reviewsDescription,
  rules: PAGE_MESSAGES.rulesDescription,
  contacts: PAGE_MESSAGES.contactsDescription,
} as const;

export function textPageHead(site: SiteContext, page: TextPage): PageHead {
  const lang = site.language;
  const path = `/${page}`;
  const heading = PAGE_MESSAGES[page][lang];
  const rules = page === 'rules' ? snippet(site.settings.rules) : '';
  return {
    ...base(site, path),
    title: titled(heading, site),
    description: rules || DESCRIPTIONS[page](shopName(site))[lang],
    structuredData: [
      breadcrumbs([trailStart(site), [heading, absolute(site, path)]]),
      ...(page === 'contacts'
        ? [organization(site.settings, shopName(site), absolute(site, '/'))]
        : []),
    ],
  };
}

/** A product page whose product is not on sale: the shell shows its own 'not found'. */
export function missingHead(site: SiteContext, path: string): PageHead {
  return {
    ...base(site, path),
    title: shopName(site),
    description: PAGE_MESSAGES.homeDescription(shopName(site))[site.language],
    structuredData: [],
    noindex: true,
  };
}

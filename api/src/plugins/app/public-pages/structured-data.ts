/**
 * JSON-LD of the public pages (issue 21): what a search engine reads as facts rather than text —
 * the shop as an Organization, the trail to a page, and a product with its offer and rating.
 * Pure: built from the same JSON the page's scripts fetch, with absolute URLs.
 */
import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import type { MoneyString } from '@storefront/shared/money';

const CONTEXT = 'https://schema.org';

export type JsonLd = Record<string, unknown>;

export function organization(settings: ShopSettings, name: string, url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    ...(settings.phone.trim() && { telephone: settings.phone.trim() }),
    ...(settings.email.trim() && { email: settings.email.trim() }),
    ...(settings.address.trim() && {
      address: { '@type': 'PostalAddress', streetAddress: settings.address.trim() },
    }),
  };
}

/** The trail from the home page: [name, absolute URL] pairs, the last one the page itself. */
export function breadcrumbs(trail: readonly (readonly [string, string])[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  /** One unit's price now (after an automatic discount), as the page shows it. */
  price: MoneyString;
  inStock: boolean;
  rating: number | null;
  reviewsCount: number;
}

export function product(facts: ProductFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    ...(facts.description.trim() && { description: facts.description.trim() }),
    url: facts.url,
    ...(facts.images.length > 0 && { image: facts.images }),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: facts.price,
      priceCurrency: 'RUB',
      availability: `${CONTEXT}/${facts.inStock ? 'InStock' : 'OutOfStock'}`,
    },
    // Only with published reviews: a rating of nothing is an error in Google's eyes.
    ...(facts.rating !== null &&
      facts.reviewsCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: facts.rating,
          reviewCount: facts.reviewsCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/**
 * A JSON-LD block for the head. `<` is escaped so no text of an admin's (a product named
 * `</script>…`) can close the element early.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

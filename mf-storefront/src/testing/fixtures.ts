import type { Payment } from '@storefront/shared/contract/finance';
import type { PublicReview, PublicReviewsPage } from '@storefront/shared/contract/reviews';
import type {
  ShopCity,
  ShopProduct,
  ShopProductCard,
  ShopProductsPage,
} from '@storefront/shared/contract/shop';
import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import type { CouponPricingRule } from '@storefront/shared/pricing';
import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings, makePayment as payment } from '@storefront/shared/testing/fixtures';

export const cities: ShopCity[] = [
  { id: 4, name: 'Казань', on_sale: 3 },
  { id: 2, name: 'Москва', on_sale: 5 },
];

export function makeCard(id: number, overrides: Partial<ShopProductCard> = {}): ShopProductCard {
  return {
    id,
    name: `Товар ${id}`,
    logo_image: `/api/v1/upload/files/${id}.png`,
    price: '1500.00',
    price_before_discount: null,
    in_stock: true,
    rating: null,
    reviews_count: 0,
    ...overrides,
  };
}

/** A page of the catalogue: cards `from`..`to` of `total`, 24 a page. */
export function makePage(page: number, total: number): ShopProductsPage {
  const size = 24;
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  const products = [];
  for (let id = first; id <= last; id += 1) products.push(makeCard(id));
  return { products, total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

export function makeProduct(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 5,
    name: 'Кофе в зёрнах',
    description: 'Арабика.\nСвежая обжарка.',
    logo_image: '/api/v1/upload/files/logo.png',
    images: ['/api/v1/upload/files/side.png'],
    price: '1000.00',
    districts: [
      { id: 11, name: 'Вахитовский', quantity: 3 },
      { id: 12, name: 'Советский', quantity: 40 },
    ],
    rating: null,
    reviews_count: 0,
    discounts: [],
    city: { id: 4, name: 'Казань' },
    other_cities: [],
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<CouponPricingRule> = {}): CouponPricingRule {
  return {
    code: 'SAVE100',
    coupon_type: 'fixed',
    discount_value: 100,
    maximum_discount_amount: null,
    minimum_purchase_amount: 0,
    stackable: true,
    ...overrides,
  };
}

/** A pending top-up on the test provider's page, as GET /payments/{id} answers it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  const id = '0b8f6a2e-5d0c-4a57-9a8e-3f3d2c1b0a99';
  return payment({
    id,
    confirmation_url: `/pay/${id}`,
    created_at: '2026-11-24T10:00:00Z',
    ...overrides,
  });
}

export function makeReview(id: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    product_id: 5,
    product_name: 'Кофе в зёрнах',
    rating: 4,
    text: `Отзыв номер ${id}: всё понравилось.`,
    author: `user${id}`,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** A page of published reviews: ids counting down (newest first) from `total`, 20 a page. */
export function makeReviewsPage(
  page: number,
  total: number,
  overrides: Partial<PublicReview> = {},
): PublicReviewsPage {
  const size = 20;
  const reviews = [];
  for (let n = (page - 1) * size; n < Math.min(page * size, total); n += 1) {
    reviews.push(makeReview(total - n, overrides));
  }
  return {
    reviews,
    rating: total > 0 ? 4 : null,
    total,
    page,
    size,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}

/** The API with the shop's settings as `overrides` make them (the contacts, the rules). */
export function settingsRoute(overrides: Partial<ShopSettings> = {}) {
  return { 'GET /settings': jsonResponse(200, makeShopSettings(overrides)) };
}

/**
 * Answer and payload shapes of the catalog calls (spec sections 3 and 7, issue 4): cities,
 * districts, products and uploads. The API's TypeBox schemas are the source of truth; these
 * types mirror them so the mf-admin-catalog remote and the API cannot drift apart silently.
 */

import type { MoneyString } from '../money/money';

/** Query of every catalog list: 1-based page, size up to MAX_PAGE_SIZE, optional name search. */
export interface CatalogListQuery {
  page?: number;
  size?: number;
  search?: string;
}

export interface City {
  id: number;
  name: string;
  is_active: boolean;
}

/** POST /cities/ and PUT /cities/{id}; is_active defaults to true. */
export interface CityPayload {
  name: string;
  is_active?: boolean;
}

/** GET /cities/?page&size&search */
export interface CitiesPage {
  cities: City[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export interface District {
  id: number;
  name: string;
  city_id: number;
  is_active: boolean;
}

/** POST /districts/ (city_id required) and PUT /districts/{id} (city_id optional). */
export interface DistrictPayload {
  name: string;
  city_id: number;
  is_active?: boolean;
}

/** GET /districts/city/{cityId}?page&size&search */
export interface DistrictsPage {
  districts: District[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  /** URL of the logo (slot 0), as answered by the upload call. */
  logo_image: string;
  /** Up to PRODUCT_EXTRA_IMAGES_MAX further image URLs (slots 1 to 4), in slot order. */
  images: string[];
  is_active: boolean;
  /** Decimal string ("1500.00", shop-spec 1.1); null: never priced, so not on sale. */
  price: MoneyString | null;
  created_at: string;
  updated_at: string;
}

/** POST /products/ and PUT /products/{id}; is_active defaults to true. */
export interface ProductPayload {
  name: string;
  description: string;
  logo_image: string;
  images?: string[];
  is_active?: boolean;
  /** Over 0, at most 10 000 000 ₽; the form requires it. */
  price?: MoneyString;
}

/** GET /products/?page&size&search */
export interface ProductsPage {
  products: Product[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

/** POST /upload/single (field `file`); /upload/multiple (field `files`) answers a list of these. */
export interface UploadResult {
  /** Absolute path on the API's origin: `/api/v1/upload/files/{filename}`. */
  url: string;
  /** Server-chosen random name with the extension of the detected image type. */
  filename: string;
  /** The name the browser sent, for display only. */
  original_name: string;
  /** Bytes stored. */
  size: number;
}

/** Spec 9: five image slots, slot 0 the logo and slots 1 to 4 the extra images. */
export const PRODUCT_IMAGE_SLOTS = 5;
export const PRODUCT_EXTRA_IMAGES_MAX = PRODUCT_IMAGE_SLOTS - 1;

/**
 * What a public page depends on besides its path (issue 21): the visitor's language, theme and
 * city. The language and city come from the URL first (a shared link opens what its sender saw),
 * then from the cookies the storefront writes when the visitor chooses (`language`, `city_id`),
 * then the defaults; the theme from its cookie (`theme`), dark by default.
 * Never from the Authorization header or anything personal: a public page's HTML is the same for
 * every visitor with the same URL and cookies, so it can be cached and never leaks an account.
 */

import type { ShopCity } from '@storefront/shared/contract/shop';
import { CITY_COOKIE, CITY_QUERY } from '@storefront/shared/contract/values';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n/language.ts';

export const LANGUAGE_QUERY = 'lang';
export const LANGUAGE_COOKIE = 'language';
/** Written by shared's theme store with the visitor's choice (spec section 4: dark by default). */
export const THEME_COOKIE = 'theme';

export type PageTheme = 'dark' | 'light';

/** How a page's markup is drawn for this visitor: its texts' language and the theme's styles. */
export interface PageLook {
  language: Language;
  theme: PageTheme;
}

/** One cookie's value, or undefined; malformed %-escapes are taken as absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export function pageLanguage(request: FastifyRequest): Language {
  const asked = queryValue(request, LANGUAGE_QUERY);
  if (isLanguage(asked)) return asked;
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

export function pageTheme(request: FastifyRequest): PageTheme {
  return readCookie(request.headers.cookie, THEME_COOKIE) === 'light' ? 'light' : 'dark';
}

export function pageLook(request: FastifyRequest): PageLook {
  return { language: pageLanguage(request), theme: pageTheme(request) };
}

/** A city id as the URL or cookie carries it: decimal, positive. */
function cityId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The URL's city, else the cookie's, else the first city with something on sale (a first visit
 * never lands on an empty shop), else the first city; null when there are no cities. A city
 * that no longer exists is skipped like an absent one.
 */
export function pageCity(request: FastifyRequest, cities: readonly ShopCity[]): ShopCity | null {
  const candidates = [
    cityId(queryValue(request, CITY_QUERY)),
    cityId(readCookie(request.headers.cookie, CITY_COOKIE)),
  ];
  for (const id of candidates) {
    const city = id === null ? undefined : cities.find((c) => c.id === id);
    if (city) return city;
  }
  return cities.find((city) => city.on_sale > 0) ?? cities[0] ?? null;
}

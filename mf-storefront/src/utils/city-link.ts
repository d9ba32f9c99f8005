import { CITY_QUERY } from '@storefront/shared/contract/values';

/**
 * A public page's address carrying the visitor's city (issue 21: `?city=<id>`), so a link
 * opened, shared or reloaded shows the same city. `path` may hold a query of its own.
 */
export function withCity(path: string, cityId: number | null | undefined): string {
  if (cityId === null || cityId === undefined) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${CITY_QUERY}=${cityId}`;
}

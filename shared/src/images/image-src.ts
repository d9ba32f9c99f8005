import { getApiBase } from '@storefront/shared/api-client';

/**
 * Where the browser fetches an uploaded image. The API answers paths on its own origin
 * ('/api/v1/upload/files/x.png'); when /config.json puts the API on another origin, the path is
 * resolved against that origin rather than the page's.
 */
export function imageSrc(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = getApiBase();
  return /^https?:\/\//.test(base) ? new URL(url, base).toString() : url;
}

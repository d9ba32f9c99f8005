/**
 * Cache-Control for built front-end files. Entry points (HTML, config, manifests, remote
 * entries) must be revalidated so a redeploy shows at once; content-hashed chunks never change
 * under their name, so browsers may keep them for a year.
 */
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_NAMES = new Set(['mf-manifest.json', 'mf-stats.json', 'config.json']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.html') || ENTRY_NAMES.has(name) || name.startsWith('remoteEntry')) {
    return NO_CACHE;
  }
  return hasContentHash(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * `123.4f9a2c1b.js`, `main-4f9a2c1b.css`: a hex segment of 8+ characters holding both a digit
 * and a letter. Pure-digit segments (dates, numeric chunk ids) are not taken for hashes: a miss
 * only costs a revalidation, while a false hit would pin a changing file for a year.
 */
export function hasContentHash(name: string): boolean {
  const segments = name.split(/[.-]/).slice(0, -1);
  return segments.some((s) => /^[0-9a-f]{8,64}$/i.test(s) && /[0-9]/.test(s) && /[a-f]/i.test(s));
}

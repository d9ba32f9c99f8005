import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cacheControlFor,
  IMMUTABLE,
  NO_CACHE,
} from '../../../../src/plugins/app/static-hosting/cache-policy.ts';

describe('cacheControlFor', () => {
  const cases: [string, string][] = [
    ['index.html', NO_CACHE],
    ['/x/mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['remoteEntry.4f9a2c1b.js', NO_CACHE],
    ['main.js', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['20240101.js', NO_CACHE],
    ['123.4f9a2c1b.js', IMMUTABLE],
    ['main-4f9a2c1b.css', IMMUTABLE],
    ['vendors.0123456789abcdef0123.js', IMMUTABLE],
    ['123.4f9a2c1b.js.map', IMMUTABLE],
    ['logo.a1b2c3d4.svg', IMMUTABLE],
  ];
  for (const [file, expected] of cases) {
    it(`${file} → ${expected}`, () => assert.equal(cacheControlFor(file), expected));
  }
});

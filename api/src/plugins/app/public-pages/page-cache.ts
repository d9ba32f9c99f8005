/**
 * Rendered public pages, kept per process by what they were made of (issue 21: cheap to
 * serve). The key names every input — the template's version, the language, the city, the page
 * and the ETags of the JSON it was built from — so an entry can never be stale: a change to any
 * input (announced across replicas to the shop cache that answers that JSON) makes a new key.
 * Old keys simply age out of the bounded map. Compressed copies are made once per entry.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface RenderedPage {
  html: string;
  status: number;
  /** Strong: these exact bytes (each encoding is the same representation, compressed). */
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export class PageCache {
  private readonly entries = new Map<string, RenderedPage>();

  constructor(private readonly maxEntries = 2_000) {}

  get(key: string, render: () => { html: string; status: number }): RenderedPage {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const { html, status } = render();
    const digest = createHash('sha1').update(html).digest('base64url');
    const page: RenderedPage = { html, status, etag: `"${digest}"`, encoded: {} };
    this.entries.set(key, page);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return page;
  }
}

/** The page's bytes in the best encoding the client accepts (br, then gzip, else none). */
export function encodedBody(
  page: RenderedPage,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding: 'br' | 'gzip' | null } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => (name ?? '').trim().toLowerCase());
  if (accepted.includes('br')) {
    page.encoded.br ??= brotliCompressSync(page.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return { body: page.encoded.br, encoding: 'br' };
  }
  if (accepted.includes('gzip')) {
    page.encoded.gzip ??= gzipSync(page.html, { level: 9 });
    return { body: page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: page.html, encoding: null };
}

/**
 * The rendered markup of the public pages (issue 21), kept per process with the JSON each was
 * rendered from and that JSON's ETags. A kept body is served again only after every one of its
 * inputs is asked for anew and answers the same ETag — each a hit in the shop cache, which the
 * catalogue's change notifications keep current on every replica — so a body is never staler
 * than the catalogue's own answers, and an unchanged page is not rendered twice.
 */
import type { Language } from '../../../i18n/language.ts';
import type { FetchJson } from './page-data.ts';
import type { Rendered, ServerRenderer } from './server-renderer.ts';

interface KeptBody extends Rendered {
  /** Each input's path and the ETag it had when rendered. */
  inputs: [string, string][];
}

/** Only the anonymous public reads: a render can never reach anything else of the API. */
const PUBLIC_READS = /^\/(settings|shop\/(cities|products)|reviews\/)(\/|\?|$)/;

export class PageBodies {
  private readonly kept = new Map<string, KeptBody>();

  constructor(
    private readonly renderer: ServerRenderer,
    private readonly maxEntries = 1_000,
  ) {}

  /** The builds' version, for the document's cache key. */
  version(): string {
    return this.renderer.version();
  }

  async body(url: string, language: Language, fetch: FetchJson): Promise<KeptBody> {
    const key = `${this.renderer.version()}|${language}|${url}`;
    const hit = this.kept.get(key);
    if (hit && (await this.unchanged(hit, fetch))) return hit;
    const inputs: [string, string][] = [];
    const rendered = await this.renderer.render(url, language, async (path) => {
      if (!PUBLIC_READS.test(path)) throw new Error(`not a public read: ${path}`);
      const answer = await fetch(path);
      inputs.push([path, answer?.etag ?? 'missing']);
      return answer?.body ?? null;
    });
    const body = { ...rendered, inputs };
    this.kept.delete(key);
    this.kept.set(key, body);
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    return body;
  }

  private async unchanged(body: KeptBody, fetch: FetchJson): Promise<boolean> {
    const now = await Promise.all(body.inputs.map(([path]) => fetch(path)));
    return now.every((answer, index) => (answer?.etag ?? 'missing') === body.inputs[index]?.[1]);
  }
}

/**
 * The rendered markup of the public pages (issue 21), kept per process with the API answers each
 * was rendered from and their ETags. A kept body is served again only after every one of its
 * inputs is asked for anew and answers the same — each a hit in the shop cache, which the
 * catalogue's change notifications keep current on every replica — so a body is never staler
 * than the catalogue's own answers, and an unchanged page is not rendered twice.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../i18n/language.ts';
import { API_BASE } from '../static-hosting/static-hosting.ts';
import type { PageLook } from './page-request.ts';
import type { ApiAnswer, Rendered, ServerRenderer } from './server-renderer.ts';

interface KeptBody extends Rendered {
  /** The address it was rendered at. */
  url: string;
  /** Each input's path and what identified its answer (the ETag, or the status). */
  inputs: [string, string][];
}

/**
 * Only the anonymous public reads: a render can never reach anything else of the API, and it
 * sends no token, so what it shows is what any guest sees.
 */
const PUBLIC_READS = /^\/(settings|shop\/(cities|products|coupons)|reviews\/)(\/|\?|$)/;

interface Answered extends ApiAnswer {
  version: string;
}

export class PageBodies {
  private readonly kept = new Map<string, KeptBody>();

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly renderer: ServerRenderer,
    private readonly maxEntries = 1_000,
  ) {}

  /** The builds' version, for the document's cache key. */
  version(): string {
    return this.renderer.version();
  }

  async body(url: string, look: PageLook): Promise<KeptBody> {
    const { language } = look;
    const key = `${this.renderer.version()}|${language}|${look.theme}|${url}`;
    const hit = this.kept.get(key);
    if (hit && (await this.unchanged(hit, language))) return hit;
    const inputs: [string, string][] = [];
    const rendered = await this.renderer.render(url, look, async (path) => {
      const answer = await this.ask(path, language);
      inputs.push([path, answer.version]);
      return answer;
    });
    const body = { ...rendered, url, inputs };
    this.kept.delete(key);
    this.kept.set(key, body);
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    return body;
  }

  private async ask(path: string, language: Language): Promise<Answered> {
    if (!PUBLIC_READS.test(path)) {
      return { status: 403, body: '{"detail":"Forbidden"}', version: '403' };
    }
    const response = await this.fastify.inject({
      method: 'GET',
      url: `${API_BASE}${path}`,
      headers: { accept: 'application/json', 'accept-language': language },
    });
    const etag = response.headers.etag;
    return {
      status: response.statusCode,
      body: response.body,
      version: `${response.statusCode}:${etag ?? response.body.length}`,
    };
  }

  private async unchanged(body: KeptBody, language: Language): Promise<boolean> {
    const now = await Promise.all(body.inputs.map(([path]) => this.ask(path, language)));
    return now.every((answer, index) => answer.version === body.inputs[index]?.[1]);
  }
}

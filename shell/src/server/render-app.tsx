import { Writable } from 'node:stream';
import { configureApiBase } from '@storefront/shared/api-client';
import { changeLanguage, loadMessages } from '@storefront/shared/i18n';
import { SHARED_NAMESPACE } from '@storefront/shared/i18n/shared-messages';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { type Middleware, SWRConfig } from 'swr';
import { AppRoutes } from '../app/router';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE } from '../i18n';
import type { RenderRequest, RenderResult, ServerRendererOptions } from './render-types';
import { serveServerFiles } from './server-federation';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** Records the SWR keys a render asked for, so the next pass can be given their data. */
function recorder(asked: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (typeof key === 'string') asked.add(key);
    return useSWRNext(key, fetcher, config);
  };
}

export async function createAppRenderer(options: ServerRendererOptions) {
  serveServerFiles(options.readFile);
  configureApiBase('/api/v1');
  registerConfiguredRemotes(options.remotes);

  async function pass(request: RenderRequest, data: Record<string, unknown>, asked: Set<string>) {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <AppProviders>
        <SWRConfig value={{ fallback: data, use: [recorder(asked)], provider: () => new Map() }}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </SWRConfig>
      </AppProviders>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, in document order: React otherwise moves a large one to the
        // end behind an inline script, which the page's CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await streamToString(prelude);
    // A part that failed would be left for the browser to render, behind an inline script the
    // page's CSP refuses: the page is not served half-rendered.
    if (errors.length > 0) throw errors[0];
    return html;
  }

  return {
    async render(request: RenderRequest): Promise<RenderResult> {
      await changeLanguage(request.language);
      await loadMessages([SHELL_NAMESPACE, SHARED_NAMESPACE]);
      const data: Record<string, unknown> = {};
      let html = '';
      // Each pass may ask for data the previous one did not know it needed (a product's page
      // asks for its reviews once the product is there): at most three.
      for (let round = 0; round < 3; round += 1) {
        const asked = new Set<string>();
        html = await pass(request, data, asked);
        const missing = [...asked].filter((key) => !(key in data));
        if (missing.length === 0) break;
        await Promise.all(
          missing.map(async (key) => {
            data[key] = await request.fetchJson(key);
          }),
        );
      }
      return { html, data };
    },
  };
}

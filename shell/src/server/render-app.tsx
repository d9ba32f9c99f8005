import { configureApiBase } from '@storefront/shared/api-client';
import { changeLanguage, loadMessages } from '@storefront/shared/i18n';
import { SHARED_NAMESPACE } from '@storefront/shared/i18n/shared-messages';
import { StaticRouter } from '@storefront/shared/router/static';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { prerenderToNodeStream } from 'react-dom/static';
import { type Key, type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { AppRoutes } from '../app/router';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE } from '../i18n';
import type { RenderRequest, RenderResult, ServerRendererOptions } from './render-types';
import { installServerFetch, routeApiCalls } from './server-fetch';

/** Renders with the data fetched so far; a page asking for more is rendered again, at most so often. */
const MAX_PASSES = 4;

type Load = () => Promise<unknown>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * Notes what a pass asked for and did not have: SWR does not fetch on the server, so each
 * hook's key and fetcher are kept, fetched between passes, and the next pass reads the answers.
 */
function recorder(known: Record<string, unknown>, wanted: Map<string, Load>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const resolved: Key = typeof key === 'function' ? safely(key as () => unknown) : key;
    const serialized = unstable_serialize(resolved);
    if (resolved && serialized && fetcher && !(serialized in known) && !wanted.has(serialized)) {
      wanted.set(serialized, () => Promise.resolve(fetcher(resolved as never)));
    }
    return useSWRNext(key, fetcher, config);
  };
}

function safely(key: () => unknown): Key {
  try {
    return key() as Key;
  } catch {
    return null;
  }
}

export async function createAppRenderer(options: ServerRendererOptions) {
  installServerFetch(options.readFile);
  configureApiBase('/api/v1');
  registerConfiguredRemotes(options.remotes);

  async function pass(request: RenderRequest, data: Record<string, unknown>) {
    const wanted = new Map<string, Load>();
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <AppProviders serverData={data} themeMode={request.theme}>
        <SWRConfig value={{ use: [recorder(data, wanted)], provider: () => new Map() }}>
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
    return { html, wanted };
  }

  return {
    async render(request: RenderRequest): Promise<RenderResult> {
      await changeLanguage(request.language);
      await loadMessages([SHELL_NAMESPACE, SHARED_NAMESPACE]);
      routeApiCalls(request.fetchApi);
      try {
        const data: Record<string, unknown> = {};
        let html = '';
        for (let round = 0; round < MAX_PASSES; round += 1) {
          const result = await pass(request, data);
          html = result.html;
          if (result.wanted.size === 0) break;
          // An answer that fails (a product not on sale) stays out: the browser asks for it.
          await Promise.all(
            [...result.wanted].map(async ([key, load]) => {
              try {
                data[key] = await load();
              } catch {
                data[key] = undefined;
              }
            }),
          );
          for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
        }
        return { html, data };
      } finally {
        routeApiCalls(null);
      }
    },
  };
}

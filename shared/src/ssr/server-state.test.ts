import { unstable_serialize } from 'swr';
import { readServerState, SERVER_DATA_FRESH_MS, trustServerData } from './server-state';

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = 'ssr-state';
  script.type = 'application/json';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('readServerState', () => {
  it('reads what the server wrote after #root', () => {
    const state = {
      url: '/products?city=2',
      language: 'en',
      theme: 'light',
      data: { '/settings': { a: 1 } },
    };
    expect(readServerState(page(JSON.stringify(state)))).toEqual(state);
  });

  it('takes a page that names no theme, or an unknown one, for a dark one', () => {
    const state = { url: '/', language: 'ru', data: {} };
    expect(readServerState(page(JSON.stringify(state)))?.theme).toBe('dark');
    expect(readServerState(page(JSON.stringify({ ...state, theme: 'sepia' })))?.theme).toBe('dark');
  });

  it('takes a page without one, or with a broken one, for a page the browser renders', () => {
    expect(readServerState(document.implementation.createHTMLDocument('none'))).toBeNull();
    expect(readServerState(page('{not json'))).toBeNull();
    expect(readServerState(page('{"language":"ru","data":{}}'))).toBeNull();
  });
});

describe('trustServerData', () => {
  const key = ['/shop/products', 5, 2] as const;
  const data = { [unstable_serialize(key)]: { id: 5 } };

  /** The options the hook below the middleware is called with. */
  function optionsFor(middleware: ReturnType<typeof trustServerData>, asked: unknown) {
    const next = jest.fn((_key: unknown, _fetcher: unknown, config: unknown) => config);
    const hook = middleware(next as never);
    return hook(asked as never, null, { revalidateOnMount: true } as never) as unknown as {
      revalidateOnMount?: boolean;
    };
  }

  it("does not ask again for the server's answers while the page is taken over", () => {
    let now = 1_000;
    const middleware = trustServerData(data, () => now);
    expect(optionsFor(middleware, key).revalidateOnMount).toBe(false);
    // A second component with the same key: still the page's first moments.
    expect(optionsFor(middleware, [...key]).revalidateOnMount).toBe(false);
    // Another key, and the same key later on: as always (spec section 4).
    expect(optionsFor(middleware, ['/shop/products', 6, 2]).revalidateOnMount).toBe(true);
    now += SERVER_DATA_FRESH_MS;
    expect(optionsFor(middleware, key).revalidateOnMount).toBe(true);
  });
});

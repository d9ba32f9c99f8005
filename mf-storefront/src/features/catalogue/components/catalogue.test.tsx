import { CARD_IMAGE_SIZES, densityCappedSizes } from '@storefront/shared/images';
import { jsonResponse } from '@storefront/shared/testing';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeCard, makePage } from '../../../testing/fixtures';
import { location, navigation, renderStorefront } from '../../../testing/render-storefront';
import { CITY_STORAGE_KEY } from '../../../utils/city-storage';

function stubCatalogue(total = 3, list = cities) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, list),
    'GET /shop/products': (call) =>
      jsonResponse(200, makePage(Number(call.query.get('page')), total)),
  });
}

const grid = () => screen.findByRole('list', { name: 'Список товаров' });
const items = () =>
  within(screen.getByRole('list', { name: 'Список товаров' })).getAllByRole('listitem');

/** The new search's cards have replaced the previous ones (kept inert meanwhile). */
const settled = () =>
  waitFor(() =>
    expect(screen.getByRole('list', { name: 'Список товаров' })).not.toHaveAttribute('aria-busy'),
  );

describe('the catalogue', () => {
  it('goes to the first city with something on sale on a first visit, and names it in the address', async () => {
    const api = stubCatalogue(3, [{ id: 1, name: 'Астрахань', on_sale: 0 }, ...cities]);
    renderStorefront('/products', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары' })).toBeInTheDocument();
    await grid();
    expect(screen.getByLabelText('Город')).toHaveValue('4');
    const first = api.to('GET', '/shop/products')[0]?.query;
    expect(first?.get('city_id')).toBe('4');
    expect(first?.get('sort')).toBe('name');
    expect(first?.get('size')).toBe('24');
    expect(api.to('GET', '/shop/products')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/products?city=4'));
    expect(navigation()).toBe('REPLACE');
    // Resolved, not chosen: nothing is remembered.
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('replaces the address with a chosen city and remembers it in storage and the cookie', async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products?city=4&search=x&page=2', null);
    await grid();
    await userEvent.selectOptions(screen.getByLabelText('Город'), 'Москва');
    // A new city's list starts again from one page; the search stays.
    await waitFor(() => expect(location()).toBe('/products?city=2&search=x'));
    expect(navigation()).toBe('REPLACE');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('2');
    expect(document.cookie).toBe('city_id=2');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').at(-1)?.query.get('city_id')).toBe('2'),
    );
  });

  it.each([
    ['the address over the cookie', '/products?city=4', { cookie: '2', stored: '2' }, '4'],
    ['the cookie over localStorage', '/products', { cookie: '4', stored: '2' }, '4'],
    ['localStorage without a cookie', '/products', { stored: '2' }, '2'],
    ['the first city on sale for a city that is gone', '/products?city=99', { cookie: '98' }, '4'],
  ])('takes %s', async (_, route, remembered: { cookie?: string; stored?: string }, shown) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie an earlier visit left.
    if (remembered.cookie) document.cookie = `city_id=${remembered.cookie}; path=/`;
    if (remembered.stored) localStorage.setItem(CITY_STORAGE_KEY, remembered.stored);
    const api = stubCatalogue();
    renderStorefront(route, null);
    await grid();
    expect(screen.getByLabelText('Город')).toHaveValue(shown);
    // No request is made for another city first.
    expect(api.to('GET', '/shop/products').map((c) => c.query.get('city_id'))).toEqual([shown]);
    await waitFor(() => expect(location()).toBe(`/products?city=${shown}`));
  });

  it('teaches the cookie a city remembered only in localStorage (the server reads the cookie)', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, '2');
    stubCatalogue();
    renderStorefront('/products', null);
    await grid();
    expect(document.cookie).toBe('city_id=2');
  });

  it('links each card to its product in the city, with its price, and marks a card without stock', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': jsonResponse(200, {
        products: [
          makeCard(1, { price: '1500.00' }),
          makeCard(2, { in_stock: false, price: '99.50' }),
        ],
        total: 2,
        page: 1,
        size: 24,
        pages: 1,
      }),
    });
    renderStorefront('/products', null);
    const cards = within(await grid()).getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/products/1?city=4',
    );
    expect(cards[0]).toHaveTextContent(/1\s500\s₽/);
    expect(cards[0]).not.toHaveTextContent('Нет в наличии');
    expect(cards[1]).toHaveTextContent('Нет в наличии');
    expect(cards[1]).toHaveTextContent(/99,50\s₽/);
    expect(cards[0]?.querySelector('del')).toBeNull();
  });

  it('strikes the price before an automatic discount through, named for screen readers', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': jsonResponse(200, {
        products: [makeCard(1, { price: '1350.00', price_before_discount: '1500.00' })],
        total: 1,
        page: 1,
        size: 24,
        pages: 1,
      }),
    });
    renderStorefront('/products', null);
    const [card] = within(await grid()).getAllByRole('listitem');
    const struck = card?.querySelector('del');
    expect(struck).toHaveTextContent(/^Старая цена: 1\s500\s₽$/);
    expect(within(struck as HTMLElement).getByText('Старая цена:')).toBeInTheDocument();
    expect(card).toHaveTextContent(/^Товар 11\s350\s₽Старая цена: 1\s500\s₽$/);
  });

  it('asks for each picture at the size a card shows, the first row first', async () => {
    stubCatalogue(3);
    renderStorefront('/products', null);
    const cards = within(await grid()).getAllByRole('listitem');
    const [first, second, third] = cards.map((card) => card.querySelector('img') as HTMLElement);
    const webp = cards[0]?.querySelector('source');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp?.getAttribute('srcset')).toContain('/api/v1/upload/files/1.png/160.webp 160w');
    expect(webp).toHaveAttribute('sizes', densityCappedSizes(CARD_IMAGE_SIZES));
    expect(first).toHaveAttribute('src', '/api/v1/upload/files/1.png/640.jpg');
    expect(first?.getAttribute('srcset')).toContain('/api/v1/upload/files/1.png/320.jpg 320w');
    expect(first).toHaveAttribute('sizes', densityCappedSizes(CARD_IMAGE_SIZES));
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('height', '480');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('fetchpriority', 'auto');
  });

  it("appends the next 24 with 'Показать ещё', recording the pages shown in the address", async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products?city=4', null);
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(items()).toHaveLength(30));
    expect(location()).toBe('/products?city=4&page=2');
    expect(navigation()).toBe('REPLACE');
    expect(api.to('GET', '/shop/products').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Товар 30/ })).toHaveAttribute(
      'href',
      '/products/30?city=4',
    );
  });

  it('opens the list of its address: city, search, order and pages 1..page', async () => {
    const api = stubCatalogue(60);
    renderStorefront('/products?city=2&search=%D1%87%D0%B0%D0%B9&sort=rating&page=2', null);
    await waitFor(() => expect(items()).toHaveLength(48));
    expect(screen.getByLabelText('Город')).toHaveValue('2');
    expect(screen.getByLabelText('Поиск товаров')).toHaveValue('чай');
    expect(screen.getByLabelText('Сортировка')).toHaveValue('rating');
    const calls = api.to('GET', '/shop/products').map((c) => Object.fromEntries(c.query));
    expect(calls).toEqual([
      { city_id: '2', search: 'чай', sort: 'rating', page: '1', size: '24' },
      { city_id: '2', search: 'чай', sort: 'rating', page: '2', size: '24' },
    ]);
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });

  it('moves a page past the end back to the last one, asking for nothing past it', async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products?city=4&page=9', null);
    await waitFor(() => expect(items()).toHaveLength(30));
    await waitFor(() => expect(location()).toBe('/products?city=4&page=2'));
    expect(api.to('GET', '/shop/products').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it("orders by 'Сортировка', from the first page, in the address", async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products?city=4&page=2', null);
    await waitFor(() => expect(items()).toHaveLength(30));
    const sort = screen.getByLabelText('Сортировка');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'По названию',
      'Сначала новые',
      'Сначала дешёвые',
      'Сначала дорогие',
      'Сначала с высоким рейтингом',
    ]);
    await userEvent.selectOptions(sort, 'Сначала дешёвые');
    await waitFor(() => expect(location()).toBe('/products?city=4&sort=price_asc'));
    expect(navigation()).toBe('REPLACE');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').at(-1)?.query.get('sort')).toBe('price_asc'),
    );
    await settled();
    await userEvent.selectOptions(sort, 'По названию');
    // The default order keeps the address short.
    await waitFor(() => expect(location()).toBe('/products?city=4'));
  });

  it('shows no button when one page holds everything', async () => {
    stubCatalogue(24);
    renderStorefront('/products', null);
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it("says 'Товары скоро появятся' when nothing is on sale, and when there is no city", async () => {
    stubCatalogue(0);
    const view = renderStorefront('/products', null);
    expect(await screen.findByText('Товары скоро появятся')).toBeInTheDocument();
    view.unmount();

    const api = stubCatalogue(3, []);
    renderStorefront('/products', null);
    expect(await screen.findByText('Товары скоро появятся')).toBeInTheDocument();
    expect(screen.queryByLabelText('Город')).not.toBeInTheDocument();
    expect(api.to('GET', '/shop/products')).toHaveLength(0);
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products?city=2&search=%D1%87%D0%B0%D0%B9%09green', null);
    await grid();
    expect(api.to('GET', '/shop/products').at(-1)?.query.get('search')).toBe('чай green');
  });

  it("says 'Товары не найдены' for a search that finds nothing", async () => {
    stubCatalogue(0);
    renderStorefront('/products?search=%D1%87%D0%B0%D0%B9', null);
    expect(await screen.findByText('Товары не найдены')).toBeInTheDocument();
    expect(screen.getByLabelText('Поиск товаров')).toHaveValue('чай');
  });
});

describe('the scroll of the list', () => {
  it('goes back to where the list was left once every page of it is there again', async () => {
    // The history entry this address was left at, 1800 px down (a reload or Back to it).
    sessionStorage.setItem('mf-storefront:scroll:default', '1800');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const second = deferred();
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': (call) =>
        call.query.get('page') === '2' ? second.respond() : jsonResponse(200, makePage(1, 30)),
    });
    renderStorefront('/products?city=4&page=2', null);
    await waitFor(() => expect(items()).toHaveLength(24));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrollTo).not.toHaveBeenCalled();
    second.answer(jsonResponse(200, makePage(2, 30)));
    await waitFor(() => expect(items()).toHaveLength(30));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1800));
  });
});

it('sends at most the 100 characters of search the API takes', async () => {
  const api = stubCatalogue(0);
  renderStorefront(`/products?search=${'a'.repeat(150)}`, null);
  expect(await screen.findByText('Товары не найдены')).toBeInTheDocument();
  expect(api.to('GET', '/shop/products')[0]?.query.get('search')).toBe('a'.repeat(100));
});

describe('a search on its way', () => {
  it('keeps the previous cards on screen, inert, until the new ones arrive', async () => {
    const answer = deferred();
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': (call) =>
        call.query.get('search') ? answer.respond() : jsonResponse(200, makePage(1, 3)),
    });
    renderStorefront('/products', null);
    const list = await grid();
    await userEvent.type(screen.getByLabelText('Поиск товаров'), 'x{Enter}');
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(list).toHaveAttribute('inert');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    answer.answer(jsonResponse(200, makePage(1, 1)));
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the catalogue search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks 300 ms after the last keystroke, once, and keeps the search in the address', async () => {
    const api = stubCatalogue();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStorefront('/products?city=4', null);
    await grid();
    await user.type(screen.getByLabelText('Поиск товаров'), 'кофе');
    act(() => jest.advanceTimersByTime(250));
    expect(location()).toBe('/products?city=4');
    expect(api.to('GET', '/shop/products').filter((c) => c.query.has('search'))).toHaveLength(0);
    act(() => jest.advanceTimersByTime(60));
    expect(location()).toBe('/products?city=4&search=%D0%BA%D0%BE%D1%84%D0%B5');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').map((c) => c.query.get('search'))).toEqual([
        null,
        'кофе',
      ]),
    );
    await settled();
  });

  it('applies Enter at once', async () => {
    const api = stubCatalogue();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStorefront('/products?city=4', null);
    await grid();
    await user.type(screen.getByLabelText('Поиск товаров'), 'чай{Enter}');
    // No time has passed: Enter did not wait for the debounce.
    expect(location()).toBe('/products?city=4&search=%D1%87%D0%B0%D0%B9');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').at(-1)?.query.get('search')).toBe('чай'),
    );
    await settled();
  });
});

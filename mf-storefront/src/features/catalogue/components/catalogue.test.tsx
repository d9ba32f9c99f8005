import { jsonResponse } from '@storefront/shared/testing';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITY_STORAGE_KEY } from '../../../hooks/use-city';
import { cities, makeCard, makePage } from '../../../testing/fixtures';
import { location, renderStorefront } from '../../../testing/render-storefront';

function stubCatalogue(total = 3, list = cities) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, list),
    'GET /shop/products': (call) =>
      jsonResponse(200, makePage(Number(call.query.get('page')), total)),
  });
}

const grid = () => screen.findByRole('list', { name: 'Список товаров' });

/** The new search's cards have replaced the previous ones (kept inert meanwhile). */
const settled = () =>
  waitFor(() =>
    expect(screen.getByRole('list', { name: 'Список товаров' })).not.toHaveAttribute('aria-busy'),
  );

describe('the catalogue', () => {
  it('shows the first city of the answer on a first visit, and keeps a choice', async () => {
    const api = stubCatalogue();
    renderStorefront('/products', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары' })).toBeInTheDocument();
    await grid();
    const city = screen.getByLabelText('Город');
    expect(city).toHaveValue('4');
    expect(api.to('GET', '/shop/products')[0]?.query.get('city_id')).toBe('4');
    expect(api.to('GET', '/shop/products')[0]?.query.get('size')).toBe('24');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();

    await userEvent.selectOptions(city, 'Москва');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('2');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').at(-1)?.query.get('city_id')).toBe('2'),
    );
  });

  it('uses the stored city, and the first one when the stored city is gone', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, '2');
    const api = stubCatalogue();
    const first = renderStorefront('/products', null);
    await grid();
    expect(screen.getByLabelText('Город')).toHaveValue('2');
    expect(api.to('GET', '/shop/products')[0]?.query.get('city_id')).toBe('2');
    first.unmount();

    localStorage.setItem(CITY_STORAGE_KEY, '99');
    renderStorefront('/products', null);
    await waitFor(() => expect(screen.getByLabelText('Город')).toHaveValue('4'));
  });

  it('links each card to its product, with its price, and marks a card without stock', async () => {
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
      '/products/1',
    );
    expect(cards[0]).toHaveTextContent(/1\s500\s₽/);
    expect(cards[0]).not.toHaveTextContent('Нет в наличии');
    expect(cards[1]).toHaveTextContent('Нет в наличии');
    expect(cards[1]).toHaveTextContent(/99,50\s₽/);
  });

  it("appends the next 24 with 'Показать ещё' until all are shown", async () => {
    const api = stubCatalogue(30);
    renderStorefront('/products', null);
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Список товаров' })).getAllByRole('listitem'),
      ).toHaveLength(30),
    );
    expect(api.to('GET', '/shop/products').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Товар 30/ })).toHaveAttribute('href', '/products/30');
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

  it("says 'Товары не найдены' for a search that finds nothing", async () => {
    stubCatalogue(0);
    renderStorefront('/products?search=%D1%87%D0%B0%D0%B9', null);
    expect(await screen.findByText('Товары не найдены')).toBeInTheDocument();
    expect(screen.getByLabelText('Поиск товаров')).toHaveValue('чай');
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
    renderStorefront('/products', null);
    await grid();
    await user.type(screen.getByLabelText('Поиск товаров'), 'кофе');
    act(() => jest.advanceTimersByTime(250));
    expect(location()).toBe('/products');
    expect(api.to('GET', '/shop/products').filter((c) => c.query.has('search'))).toHaveLength(0);
    act(() => jest.advanceTimersByTime(60));
    expect(location()).toBe('/products?search=%D0%BA%D0%BE%D1%84%D0%B5');
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
    renderStorefront('/products', null);
    await grid();
    await user.type(screen.getByLabelText('Поиск товаров'), 'чай{Enter}');
    // No time has passed: Enter did not wait for the debounce.
    expect(location()).toBe('/products?search=%D1%87%D0%B0%D0%B9');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products').at(-1)?.query.get('search')).toBe('чай'),
    );
    await settled();
  });
});

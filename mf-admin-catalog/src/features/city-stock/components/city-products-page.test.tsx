import { jsonResponse } from '@storefront/shared/testing';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citiesPage, city, cityStockPage, cityStockProduct } from '../../../testing/fixtures';
import {
  FIRST_PAINT,
  location,
  renderCatalogApp,
  rowOf,
} from '../../../testing/render-catalog-app';

const tea = cityStockProduct({
  id: 5,
  name: 'Чай',
  price: '1500.50',
  districts: [
    { id: 11, name: 'Арбат', quantity: 5 },
    { id: 12, name: 'Тверской', quantity: 1200 },
  ],
});
const honey = cityStockProduct({ id: 6, name: 'Мёд', price: null, is_active: false });
/** Moscow stocks 45 products (3 pages); a search finds only honey; the count call reads 45. */
function stub(extra: Routes = {}) {
  return stubApi({
    'GET /cities/': jsonResponse(200, citiesPage([city({ id: 1, name: 'Москва' })])),
    'GET /cities/1/stock': ({ query }) => {
      if (query.get('size') === '1') return jsonResponse(200, cityStockPage([tea], { total: 45 }));
      if (query.get('search')) return jsonResponse(200, cityStockPage([honey], { total: 1 }));
      const page = Number(query.get('page'));
      const first = page === 1 ? tea : cityStockProduct({ id: 100 + page, name: `Товар ${page}` });
      return jsonResponse(200, cityStockPage([first, honey], { total: 45, page, pages: 3 }));
    },
    ...extra,
  });
}

describe('a city’s products', () => {
  it('is headed by the city’s name and lists each product’s price and stock per district', async () => {
    const api = stub();
    renderCatalogApp('/admin/cities/1/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Москва' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByText('Товары', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('45');
    const row = within(rowOf('Чай'));
    expect(row.getByText('1 500,50 ₽')).toBeInTheDocument();
    const districts = row.getByRole('list', { name: 'Остатки по районам' });
    expect(
      within(districts)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Арбат: 5 шт.', 'Тверской: 1 200 шт.']);
    expect(within(rowOf('Мёд')).getByText('Без цены')).toBeInTheDocument();
    expect(within(rowOf('Мёд')).getByText('Неактивен')).toBeInTheDocument();
    expect(row.queryByText('Неактивен')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET', '/cities/1/stock')[0]?.query ?? [])).toEqual({
      page: '1',
      size: '20',
    });
  });

  it('searches (the search in the URL), and says how many it found', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities/1/products?page=2');
    await screen.findByText('Товар 2', {}, FIRST_PAINT);
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(box).toHaveAttribute('placeholder', 'Поиск товаров...');
    await user.type(box, 'мёд{Enter}');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(location()).toHaveTextContent(
      `/admin/cities/1/products?search=${encodeURIComponent('мёд')}`,
    );
    const searches = api.to('GET', '/cities/1/stock').filter((c) => c.query.get('search'));
    expect(Object.fromEntries(searches.at(-1)?.query ?? [])).toEqual({
      page: '1',
      size: '20',
      search: 'мёд',
    });
    expect(screen.getByTestId('total-badge')).toHaveTextContent('45');
  });

  it('pages by 20, the page in the URL; a reload keeps page and search', async () => {
    const api = stub();
    const user = userEvent.setup();
    const { unmount } = renderCatalogApp('/admin/cities/1/products');
    const pager = await screen.findByRole('navigation', { name: 'Страницы' }, FIRST_PAINT);
    expect(within(pager).getByText('Страница 1 из 3')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Товар 2')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/cities\/1\/products\?page=2$/);
    unmount();

    renderCatalogApp('/admin/cities/1/products?search=x&page=1');
    await screen.findByText('Найдено: 1');
    const sent = api.to('GET', '/cities/1/stock').filter((c) => c.query.get('size') === '20');
    expect(Object.fromEntries(sent.at(-1)?.query ?? [])).toEqual({
      page: '1',
      size: '20',
      search: 'x',
    });
  });

  it('"Назад к городам" returns to the cities search it came from, after a search here', async () => {
    stub();
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities?search=%D0%BC');
    await user.click(await screen.findByRole('link', { name: 'Товары' }, FIRST_PAINT));
    await screen.findByRole('heading', { level: 1, name: 'Москва' });
    expect(location()).toHaveTextContent(/^\/admin\/cities\/1\/products$/);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'zzz{Enter}');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/admin/cities/1/products?search=zzz'),
    );
    await user.click(screen.getByRole('link', { name: 'Назад к городам' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/cities\?search=%D0%BC$/));
  });

  it('opened directly, "Назад к городам" goes to the cities list', async () => {
    stub();
    renderCatalogApp('/admin/cities/1/products');
    expect(
      await screen.findByRole('link', { name: 'Назад к городам' }, FIRST_PAINT),
    ).toHaveAttribute('href', '/admin/cities');
  });

  it.each([
    ['', 'В этом городе нет товаров в наличии'],
    ['?search=zzz', 'Товары не найдены'],
  ])('nothing to show %s says "%s"', async (query, text) => {
    stubApi({ 'GET /cities/1/stock': jsonResponse(200, cityStockPage([])) });
    renderCatalogApp(`/admin/cities/1/products${query}`);
    expect(await screen.findByText(text, {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Москва' })).toBeInTheDocument();
  });

  it('an unknown city says so instead of a list', async () => {
    stubApi({ 'GET /cities/9/stock': jsonResponse(404, { detail: 'Город не найден' }) });
    renderCatalogApp('/admin/cities/9/products');
    expect(await screen.findByText('Город не найден', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('a list that cannot be loaded says so and retries on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stub({
      'GET /cities/1/stock': () =>
        fail ? jsonResponse(503, {}) : jsonResponse(200, cityStockPage([tea])),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities/1/products');
    expect(
      await screen.findByText(/Не удалось загрузить список/, {}, FIRST_PAINT),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Арбат: 5 шт.')).toBeInTheDocument();
  });

  it('sends at most the 100 characters of a search the API takes', async () => {
    const api = stub();
    renderCatalogApp(`/admin/cities/1/products?search=${'я'.repeat(150)}`);
    await screen.findByText('Найдено: 1', {}, FIRST_PAINT);
    const sent = api.to('GET', '/cities/1/stock').filter((c) => c.query.get('search'));
    expect(sent.map((c) => c.query.get('search'))).toEqual(['я'.repeat(100)]);
  });
});

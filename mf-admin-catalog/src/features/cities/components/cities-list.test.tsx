import { jsonResponse } from '@storefront/shared/testing';
import { lastQuery } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citiesPage, city } from '../../../testing/fixtures';
import { location, renderCatalogApp, rowOf } from '../../../testing/render-catalog-app';

const moscow = city({ id: 1, name: 'Москва' });
const kazan = city({ id: 2, name: 'Казань', is_active: false });
/** All cities: 7; a search finds Казань; the count call (size 1) reads the total. */
function stubCities(pages = 1) {
  return stubApi({
    'GET /cities/': ({ query }) => {
      if (query.get('size') === '1') return jsonResponse(200, citiesPage([moscow], { total: 7 }));
      if (query.get('search')) return jsonResponse(200, citiesPage([kazan], { total: 1 }));
      const page = Number(query.get('page'));
      const first = page === 1 ? moscow : city({ id: 10 + page, name: `Город ${page}` });
      return jsonResponse(200, citiesPage([first, kazan], { total: 7, page, pages }));
    },
  });
}

describe('cities list', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the title, the total counter and the rows, inactive ones marked', async () => {
    const api = stubCities();
    renderCatalogApp('/admin/cities');
    expect(await screen.findByText('Москва')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Города');
    expect(screen.getByTestId('total-badge')).toHaveTextContent('7');
    expect(within(rowOf('Казань')).getByText('Неактивен')).toBeInTheDocument();
    expect(within(rowOf('Москва')).queryByText('Неактивен')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({ page: '1', size: '20' });
  });

  it('searches once, 300 ms after the last keystroke; the counter stays the total', async () => {
    jest.useFakeTimers();
    const api = stubCities(3);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCatalogApp('/admin/cities?page=2');
    await screen.findByText('Город 2');
    const before = api.to('GET', '/cities/').length;
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(box).toHaveAttribute('placeholder', 'Поиск городов...');

    await user.type(box, 'каз');
    act(() => jest.advanceTimersByTime(299));
    expect(api.to('GET', '/cities/')).toHaveLength(before);
    act(() => jest.advanceTimersByTime(1));
    await screen.findByText('Найдено: 1');

    const searches = api.to('GET', '/cities/').filter((c) => c.query.get('search'));
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]?.query ?? [])).toEqual({
      page: '1',
      size: '20',
      search: 'каз',
    });
    expect(location()).toHaveTextContent(`/admin/cities?search=${encodeURIComponent('каз')}`);
    expect(screen.queryByText('Москва')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('7');
  });

  it('applies the search at once on Enter', async () => {
    const api = stubCities();
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'каз{Enter}');
    await screen.findByText('Найдено: 1');
    expect(api.to('GET', '/cities/').filter((c) => c.query.get('search'))).toHaveLength(1);
  });

  it.each([
    ['/admin/cities', 'Города не добавлены', 'Города не найдены'],
    ['/admin/cities?search=zzz', 'Города не найдены', 'Города не добавлены'],
  ])('%s, nothing found, says "%s"', async (route, shown, hidden) => {
    stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([])) });
    renderCatalogApp(route);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  });

  it('pages with "Страница N из M", Назад and Вперёд, the page in the URL', async () => {
    const api = stubCities(3);
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    const pager = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Назад' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Город 2')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/cities\?page=2$/);
    expect(lastQuery(api, '/cities/').page).toBe('2');
  });

  it('has no pager when everything fits on one page', async () => {
    stubCities(1);
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва');
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and retries on request', async () => {
    let fail = true;
    stubApi({
      'GET /cities/': () =>
        fail ? jsonResponse(503, {}) : jsonResponse(200, citiesPage([moscow], { total: 1 })),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    expect(await screen.findByText(/Не удалось загрузить список/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Москва')).toBeInTheDocument();
  });
});

import { IMAGE_WIDTHS } from '@storefront/shared/images';
import { jsonResponse } from '@storefront/shared/testing';
import { lastQuery } from '@storefront/shared/testing/lists';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productsPage } from '../../../testing/fixtures';
import { FIRST_PAINT, location, renderCatalogApp } from '../../../testing/render-catalog-app';
import { shownUpload } from '../../../testing/shown-upload';
import { PRODUCT_DELETE_CONFIRM } from './products-page';

const tea = product({ id: 5, name: 'Чай', logo_image: '/api/v1/upload/files/tea.png' });
const coffee = product({ id: 6, name: 'Кофе', logo_image: '/api/v1/upload/files/coffee.png' });
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

function stub(total = 2, extra: Routes = {}) {
  return stubApi({
    'GET /products/': ({ query }) => {
      const page = Number(query.get('page'));
      const pages = Math.ceil(total / 20);
      const items = query.get('search') ? [] : [tea, coffee];
      return jsonResponse(200, productsPage(items, { total, page, pages }));
    },
    ...extra,
  });
}

describe('products grid', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each product’s logo and name, and a way to add one', async () => {
    stub();
    renderCatalogApp('/admin/products');
    expect(shownUpload(await screen.findByRole('img', { name: 'Чай' }, FIRST_PAINT))).toBe(
      '/api/v1/upload/files/tea.png',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Товары');
    expect(screen.getByRole('heading', { name: 'Кофе' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить товар' })).toHaveAttribute(
      'href',
      '/admin/products/create',
    );
  });

  it("asks for the logo at the card's size: WebP and JPEG sizes, the grid's sizes, no shift", async () => {
    stub();
    renderCatalogApp('/admin/products');
    const img = await screen.findByRole('img', { name: 'Чай' }, FIRST_PAINT);
    const base = '/api/v1/upload/files/tea.png';
    expect(img).toHaveAttribute(
      'srcset',
      IMAGE_WIDTHS.map((w) => `${base}/${w}.jpg ${w}w`).join(', '),
    );
    // Two columns on a 390 px phone: (390 − 32 − 16) / 2 = 171 px, never the 4000 px original.
    expect(img.getAttribute('sizes')).toMatch(/calc\(50vw - 24px\)$/);
    expect(img.getAttribute('sizes')).toContain('(min-width: 1420px) 276px');
    expect(img).toHaveAttribute('width', '276');
    expect(img).toHaveAttribute('height', '276');
    expect(img).toHaveAttribute('loading', 'lazy');
    const webp = img.closest('picture')?.querySelector('source');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute(
      'srcset',
      IMAGE_WIDTHS.map((w) => `${base}/${w}.webp ${w}w`).join(', '),
    );
    expect(webp).toHaveAttribute('sizes', img.getAttribute('sizes'));
  });

  it('has no pagination while everything fits on one page', async () => {
    stub(20);
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Показано/)).not.toBeInTheDocument();
  });

  it('pages with "Показано a–b из N товаров" and "Страница N из M"', async () => {
    const api = stub(45);
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    const pager = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(pager).toHaveTextContent('Показано 1–20 из 45 товаров');
    expect(pager).toHaveTextContent('Страница 1 из 3');
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(pager).toHaveTextContent('Показано 21–40 из 45 товаров'));
    expect(location()).toHaveTextContent('/admin/products?page=2');
    expect(lastQuery(api, '/products/').page).toBe('2');
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(pager).toHaveTextContent('Показано 41–45 из 45 товаров'));
    expect(within(pager).getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('searches 300 ms after typing stops; nothing found says "Товары не найдены"', async () => {
    jest.useFakeTimers();
    const api = stub();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'мёд');
    act(() => jest.advanceTimersByTime(299));
    expect(api.to('GET', '/products/').filter((c) => c.query.get('search'))).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Товары не найдены')).toBeInTheDocument();
    const sent = api.to('GET', '/products/').filter((c) => c.query.get('search'));
    expect(sent.map((c) => c.query.get('search'))).toEqual(['мёд']);
  });

  it('an empty catalog says "Товары не добавлены"', async () => {
    stubApi({ 'GET /products/': jsonResponse(200, productsPage([])) });
    renderCatalogApp('/admin/products');
    expect(await screen.findByText('Товары не добавлены')).toBeInTheDocument();
  });

  it('each card shows its price, or that it has none', async () => {
    stubApi({
      'GET /products/': jsonResponse(
        200,
        productsPage([
          { ...tea, price: '1500.50' },
          { ...coffee, price: null },
        ]),
      ),
    });
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    expect(within(cardOf('Чай')).getByTestId('product-price')).toHaveTextContent('1 500,50 ₽');
    expect(within(cardOf('Кофе')).getByTestId('product-price')).toHaveTextContent('Без цены');
    expect(within(cardOf('Чай')).queryByText('Без цены')).not.toBeInTheDocument();
  });

  it("'Мало на складе' asks the server for the low products only, and keeps it in the address", async () => {
    const api = stub();
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    await user.selectOptions(screen.getByLabelText('Остатки'), 'Мало на складе');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/products?stock=low'));
    await waitFor(() => expect(lastQuery(api, '/products/').low_stock).toBe('true'));
    // Without the filter the call does not name it.
    expect(api.to('GET', '/products/')[0]?.query.has('low_stock')).toBe(false);
  });

  it("a link to 'Мало на складе' opens with the filter chosen", async () => {
    const api = stub();
    renderCatalogApp('/admin/products?stock=low');
    await screen.findByText('Чай');
    expect(screen.getByLabelText('Остатки')).toHaveValue('low');
    expect(api.to('GET', '/products/')[0]?.query.get('low_stock')).toBe('true');
  });

  it('each card shows its stock over every district, or that there is none', async () => {
    stubApi({
      'GET /products/': jsonResponse(
        200,
        productsPage([
          { ...tea, stock_total: 1 },
          { ...coffee, stock_total: 0 },
        ]),
      ),
    });
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    expect(within(cardOf('Чай')).getByText('На складе: 1 шт.')).toBeInTheDocument();
    expect(within(cardOf('Кофе')).getByText('Нет на складе')).toBeInTheDocument();
  });

  it("marks a draft 'Неактивен', and only a draft", async () => {
    stubApi({
      'GET /products/': jsonResponse(
        200,
        productsPage([
          { ...tea, is_active: false },
          { ...coffee, is_active: true },
        ]),
      ),
    });
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    expect(within(cardOf('Чай')).getByText('Неактивен')).toBeInTheDocument();
    expect(within(cardOf('Кофе')).queryByText('Неактивен')).not.toBeInTheDocument();
  });

  it('a whole-rouble price is written as every amount of the shop, without kopecks', async () => {
    stubApi({ 'GET /products/': jsonResponse(200, productsPage([{ ...tea, price: '1500.00' }])) });
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    expect(within(cardOf('Чай')).getByTestId('product-price').textContent).toBe(
      '1\u00a0500\u00a0₽',
    );
  });

  it('the card menu’s "Редактировать" opens the edit page', async () => {
    stub(2, { 'GET /products/5': jsonResponse(200, tea) });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    await user.click(within(cardOf('Чай')).getByRole('button', { name: 'Действия' }));
    await user.click(screen.getByRole('menuitem', { name: 'Редактировать' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/products/5/edit'));
  });

  it('the card menu’s "Удалить" asks, then deletes and refreshes', async () => {
    const api = stub(2, { 'DELETE /products/5': jsonResponse(204) });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await screen.findByText('Чай');
    await user.click(within(cardOf('Чай')).getByRole('button', { name: 'Действия' }));
    await user.click(screen.getByRole('menuitem', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить товар?' });
    expect(dialog).toHaveTextContent(PRODUCT_DELETE_CONFIRM);
    const before = api.to('GET', '/products/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Товар удалён')).toBeInTheDocument();
    expect(api.to('DELETE', '/products/5')).toHaveLength(1);
    await waitFor(() => expect(api.to('GET', '/products/').length).toBeGreaterThan(before));
  });
});

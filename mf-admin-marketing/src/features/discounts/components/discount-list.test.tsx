import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { lastQuery } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDiscount } from '../../../testing/fixtures';

const spring = makeDiscount({ id: 4, name: 'Весна', value: '12.50' });
const vip = makeDiscount({
  id: 5,
  name: 'Для Москвы',
  discount_type: 'fixed',
  value: '300.00',
  products: [
    { id: 1, name: 'Чай' },
    { id: 2, name: 'Кофе' },
    { id: 3, name: 'Какао' },
    { id: 4, name: 'Сахар' },
  ],
  city: { id: 1, name: 'Москва' },
  valid_until: '2026-05-31T20:59:59Z',
  is_active: false,
});

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /discounts/': ({ query }) =>
      jsonResponse(200, page('discounts', [spring, vip], { page: Number(query.get('page')) || 1 })),
    ...routes,
  });
}

const spaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const query = (api: ReturnType<typeof stub>) => lastQuery(api, '/discounts/');

describe("'Скидки' list", () => {
  it('shows each discount: value, products, city, period and state', async () => {
    stub();
    renderAdminApp('/admin/discounts');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Скидки');
    const list = await screen.findByRole('list', { name: 'Скидки' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(spaces(first.textContent)).toContain(
      'ВеснаАктивна12,5 % · Все товары · Все города · с 01.05.2026, без срока окончания',
    );
    expect(spaces(second.textContent)).toContain(
      'Для МосквыНеактивна300 ₽ · Чай, Кофе и ещё 2 · Москва · 01.05.2026 – 31.05.2026',
    );
    expect(
      within(second).getByRole('button', { name: 'Изменить скидку «Для Москвы»' }),
    ).toBeVisible();
    expect(
      within(second).getByRole('button', { name: 'Включить скидку «Для Москвы»' }),
    ).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Выключить скидку «Весна»' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Удалить скидку «Весна»' })).toBeVisible();
  });

  it('asks the first page of 20, then searches on Enter and keeps it in the URL', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/discounts', 'Скидки');
    expect(query(api)).toEqual({ page: '1', size: '20' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск скидок' }), 'вес{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/discounts?search=%D0%B2%D0%B5%D1%81'));
    await waitFor(() => expect(query(api)).toEqual({ page: '1', size: '20', search: 'вес' }));
  });

  it('searches 300 ms after the last keystroke without Enter', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/discounts', 'Скидки');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск скидок' }), 'vip');
    expect(query(api).search).toBeUndefined();
    await waitFor(() => expect(query(api).search).toBe('vip'));
  });

  it('filters by state through the URL, and reads filter, search and page back from it', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/discounts?search=VIP&status=inactive&page=2', 'Скидки');
    expect(screen.getByRole('searchbox', { name: 'Поиск скидок' })).toHaveValue('VIP');
    expect(screen.getByRole('combobox', { name: 'Состояние' })).toHaveValue('inactive');
    expect(query(api)).toEqual({ page: '2', size: '20', search: 'VIP', is_active: 'false' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Состояние' }), 'Активные');
    await waitFor(() => expect(location()).toBe('/admin/discounts?search=VIP&status=active'));
    await waitFor(() =>
      expect(query(api)).toEqual({ page: '1', size: '20', search: 'VIP', is_active: 'true' }),
    );
  });

  it("says 'Скидки не добавлены' when there are none at all", async () => {
    stub({ 'GET /discounts/': jsonResponse(200, page('discounts', [])) });
    renderAdminApp('/admin/discounts');
    expect(await screen.findByText('Скидки не добавлены')).toBeInTheDocument();
    expect(screen.queryByText('Скидки не найдены')).not.toBeInTheDocument();
  });

  it.each([
    ['a search', '/admin/discounts?search=zzz'],
    ['a filter', '/admin/discounts?status=active'],
  ])("says 'Скидки не найдены' with %s", async (_, route) => {
    stub({ 'GET /discounts/': jsonResponse(200, page('discounts', [])) });
    renderAdminApp(route);
    expect(await screen.findByText('Скидки не найдены')).toBeInTheDocument();
    expect(screen.queryByText('Скидки не добавлены')).not.toBeInTheDocument();
  });

  it('says that loading failed rather than claiming there are none', async () => {
    stub({ 'GET /discounts/': jsonResponse(500, { detail: 'boom' }) });
    renderAdminApp('/admin/discounts');
    expect(
      await screen.findByText('Ошибка загрузки данных', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Скидки не добавлены')).not.toBeInTheDocument();
  });

  it("folds a row's actions into one menu on a phone", async () => {
    const undo = narrowScreen();
    try {
      stub();
      const user = userEvent.setup();
      renderAdminApp('/admin/discounts');
      const list = await screen.findByRole('list', { name: 'Скидки' });
      expect(within(list).queryByRole('button', { name: /^Изменить/ })).not.toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Действия: Весна' }));
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      expect(items).toEqual(['Изменить', 'Выключить', 'Удалить']);
      await user.click(screen.getByRole('menuitem', { name: 'Удалить' }));
      expect(await screen.findByRole('dialog', { name: 'Удалить скидку?' })).toBeVisible();
    } finally {
      undo();
    }
  });
});

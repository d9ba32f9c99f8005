import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { lastQuery } from '@storefront/shared/testing/lists';
import { never, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

const active = makeCoupon({ id: 4, code: 'SPRING5', name: 'Весна', coupon_type: 'fixed' });
const inactive = makeCoupon({
  id: 5,
  code: 'VIP50',
  name: 'Для своих',
  status: 'inactive',
  is_active: false,
  discount_value: 50,
  maximum_discount_amount: 2000,
  minimum_purchase_amount: 1000,
  valid_until: '2020-01-31T12:00:00Z',
});

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': ({ query }) =>
      jsonResponse(200, page('coupons', [active, inactive], { page: Number(query.get('page')) })),
    ...routes,
  });
}

describe('coupons tab', () => {
  it('shows each coupon with its terms and state', async () => {
    stub();
    renderAdminApp('/admin/coupons?tab=coupons');
    const list = await screen.findByRole('list', { name: 'Купоны' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('SPRING5');
    expect(first).toHaveTextContent('Скидка 10₽');
    expect(first).toHaveTextContent('Активен');
    expect(second).toHaveTextContent(/Скидка 50% \(не более 2\s000\s₽\)/);
    expect(second).toHaveTextContent(/Заказ от 1\s000\s₽/);
    expect(second).toHaveTextContent('Неактивен');
    expect(second).toHaveTextContent('Истёк');
    expect(second).toHaveTextContent('01.05.2026 – 31.01.2020');
  });

  it('searches code, name and description through the API, from the URL too', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/coupons?tab=coupons&page=2', 'Купоны');
    expect(lastQuery(api, '/coupons/coupons').page).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск купонов' }), 'vip{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/coupons?tab=coupons&search=vip'));
    await waitFor(() =>
      expect(lastQuery(api, '/coupons/coupons')).toEqual({
        page: '1',
        size: '20',
        search: 'vip',
      }),
    );
  });

  it('reads the search back from the URL', async () => {
    const api = stub();
    await renderAdminList('/admin/coupons?tab=coupons&search=VIP', 'Купоны');
    expect(screen.getByRole('searchbox', { name: 'Поиск купонов' })).toHaveValue('VIP');
    expect(api.to('GET', '/coupons/coupons')[0]?.query.get('search')).toBe('VIP');
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stub();
    await renderAdminList('/admin/coupons?tab=coupons&search=VIP%0950', 'Купоны');
    await waitFor(() => expect(lastQuery(api, '/coupons/coupons').search).toBe('VIP 50'));
  });

  it('says when a search finds nothing', async () => {
    stub({ 'GET /coupons/coupons': jsonResponse(200, page('coupons', [])) });
    renderAdminApp('/admin/coupons?tab=coupons&search=zzz');
    expect(await screen.findByText('Купоны не найдены')).toBeInTheDocument();
  });

  it.each([
    ['Деактивировать SPRING5', '/coupons/coupons/4', 'inactive'],
    ['Активировать VIP50', '/coupons/coupons/5', 'active'],
  ])('"%s" sends the opposite status and says so', async (button, path, status) => {
    const api = stub({ [`PUT ${path}`]: jsonResponse(200, active) });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=coupons');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText('Статус купона обновлен!')).toBeInTheDocument();
    expect(api.to('PUT', path).map((c) => c.body)).toEqual([{ status }]);
    // The list and the summary are asked again, so both show the new state.
    await waitFor(() => expect(api.to('GET', '/coupons/coupons').length).toBeGreaterThan(1));
    expect(api.to('GET', '/coupons/stats').length).toBeGreaterThan(1);
  });

  it('a refused status change says so', async () => {
    stub({ 'PUT /coupons/coupons/4': jsonResponse(500, { detail: 'boom' }) });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=coupons');
    await user.click(await screen.findByRole('button', { name: 'Деактивировать SPRING5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка обновления статуса');
  });

  it('keeps the old rows inert while a new search is pending, so a click cannot hit a moved row', async () => {
    const api = stub({
      'GET /coupons/coupons': ({ query }) =>
        query.get('search') ? never() : jsonResponse(200, page('coupons', [active, inactive])),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=coupons');
    const list = await screen.findByRole('list', { name: 'Купоны' });
    expect(list).not.toHaveAttribute('inert');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск купонов' }), 'vip{Enter}');
    await waitFor(() => expect(lastQuery(api, '/coupons/coupons').search).toBe('vip'));
    expect(list).toHaveAttribute('inert');
    expect(list).toHaveAttribute('aria-busy', 'true');
    // jsdom does not enforce inert; the rows' `pointer-events: none` is what it can check.
    await expect(
      user.click(screen.getByRole('button', { name: 'Деактивировать SPRING5' })),
    ).rejects.toThrow(/pointer-events: none/);
    expect(api.to('PUT', '/coupons/coupons/4')).toEqual([]);
  });
});

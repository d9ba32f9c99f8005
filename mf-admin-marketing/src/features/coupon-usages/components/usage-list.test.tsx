import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { lastQuery } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeUsage } from '../../../testing/fixtures';

function stub() {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/usage': ({ query }) =>
      jsonResponse(
        200,
        page('usages', [makeUsage({ username: `user-${query.get('search') ?? 'all'}` })], {
          total: 45,
          page: Number(query.get('page')),
          pages: 3,
        }),
      ),
  });
}

describe('usages tab', () => {
  afterEach(() => jest.useRealTimers());

  it('shows who used which coupon on which order, in roubles', async () => {
    stub();
    renderAdminApp('/admin/coupons?tab=usages');
    const list = await screen.findByRole('list', { name: 'Использования купонов' });
    expect(list).toHaveTextContent('user-all');
    expect(list).toHaveTextContent('SUMMER10 · ID 1');
    expect(list).toHaveTextContent(
      /Заказ № 1077 · Сумма: 1\s500\s₽ · Скидка: 150\s₽ · К оплате: 1\s350\s₽/,
    );
  });

  it('searches by username or coupon id 300 ms after typing, from page 1', async () => {
    jest.useFakeTimers();
    const api = stub();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdminApp('/admin/coupons?tab=usages&page=2');
    await screen.findByText('Страница 2 из 3');
    const before = api.to('GET', '/coupons/usage').length;

    await user.type(screen.getByRole('searchbox', { name: 'Поиск использований' }), '42');
    act(() => jest.advanceTimersByTime(299));
    expect(api.to('GET', '/coupons/usage')).toHaveLength(before);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('user-42')).toBeInTheDocument();
    expect(location()).toBe('/admin/coupons?tab=usages&search=42');
    const sent = api.to('GET', '/coupons/usage').slice(before);
    expect(sent.map((c) => Object.fromEntries(c.query))).toEqual([
      { page: '1', size: '20', search: '42' },
    ]);
  });

  it('pages forward and keeps the page in the URL', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=usages');
    await screen.findByText('Страница 1 из 3');
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument();
    expect(location()).toBe('/admin/coupons?tab=usages&page=2');
    await waitFor(() => expect(lastQuery(api, '/coupons/usage').page).toBe('2'));
  });
});

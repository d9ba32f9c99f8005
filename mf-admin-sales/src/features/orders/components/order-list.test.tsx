import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeOrder, page } from '@storefront/shared/testing/fixtures';
import { lastQuery, rowsOf } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, paidOrder } from '../../../testing/fixtures';

const orders = [
  makeOrder({ id: 1, number: 1003, status: 'awaiting_approval', username: 'boris' }),
  { ...paidOrder, id: 2, number: 1002 },
  makeOrder({ id: 3, number: 1001, status: 'completed' }),
  makeOrder({ id: 4, number: 1000, status: 'canceled' }),
];

function stub(list = orders, paging = {}) {
  return stubApi({
    'GET /admin/orders': jsonResponse(200, page('orders', list, paging)),
    'GET /shop/cities': jsonResponse(200, cities),
  });
}

const query = (api: ReturnType<typeof stub>) => lastQuery(api, '/admin/orders');

describe('Журнал покупок', () => {
  it('shows each order with its number, place, money and status', async () => {
    stub();
    await renderAdminList('/admin/orders', 'Заказы');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Журнал покупок');
    expect(screen.getByTestId('total-badge')).toHaveTextContent('4');
    const [first, second] = rowsOf('Заказы');
    expect(first).toHaveTextContent('№ 1003');
    expect(first).toHaveTextContent('boris');
    expect(first).toHaveTextContent('Казань / Вахитовский');
    expect(first).toHaveTextContent('2 шт.');
    expect(first).toHaveTextContent('Итого: 1 500 ₽');
    expect(first).not.toHaveTextContent('Скидка');
    expect(within(first as HTMLElement).getByText('Ожидает подтверждения')).toBeInTheDocument();
    expect(second).toHaveTextContent(
      'Сумма: 1 500 ₽ · Скидка «Весна»: −150 ₽ · Промокод SUMMER10: −99,50 ₽ · Итого: 1 250,50 ₽',
    );
    expect(within(second as HTMLElement).getByText('Оплачен')).toBeInTheDocument();
  });

  it("links each order's number to its page, from the keyboard too", async () => {
    stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/orders?status=paid', 'Заказы');
    const link = within(rowsOf('Заказы')[1] as HTMLElement).getByRole('link', { name: '№ 1002' });
    expect(link).toHaveAttribute('href', '/admin/orders/2');
    // A link with an address is in the tab order unless taken out of it.
    expect(link).not.toHaveAttribute('tabindex');
    act(() => link.focus());
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/orders/2'));
  });

  it('offers the moves each status allows, and none on a final one', async () => {
    stub();
    await renderAdminList('/admin/orders', 'Заказы');
    const names = rowsOf('Заказы').map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    );
    expect(names).toEqual([['Подтвердить', 'Отменить'], ['Выполнен', 'Отменить'], [], []]);
  });

  it('keeps search, status, city and dates in the URL and the request', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/orders?page=2', 'Заказы');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск заказов' }), 'boris{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/orders?search=boris'));
    await user.selectOptions(screen.getByLabelText('Статус'), 'Ожидает подтверждения');
    await screen.findByRole('option', { name: 'Казань' });
    await user.selectOptions(screen.getByLabelText('Город'), 'Казань');
    await user.type(screen.getByLabelText('С даты'), '2026-05-01');
    await user.type(screen.getByLabelText('По дату'), '2026-05-31');
    expect(location()).toBe(
      '/admin/orders?search=boris&status=awaiting_approval&city=2&from=2026-05-01&to=2026-05-31',
    );
    await waitFor(() =>
      expect(query(api)).toEqual({
        page: '1',
        size: '20',
        search: 'boris',
        status: 'awaiting_approval',
        city_id: '2',
        date_from: '2026-05-01',
        date_to: '2026-05-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(location()).toBe('/admin/orders?search=boris');
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stub();
    await renderAdminList('/admin/orders?search=bo%09ris', 'Заказы');
    await waitFor(() => expect(query(api).search).toBe('bo ris'));
  });

  it('reads the filters from the address on a reload', async () => {
    const api = stub();
    await renderAdminList('/admin/orders?status=paid&city=1&from=2026-05-01&page=3', 'Заказы');
    expect(query(api)).toMatchObject({ status: 'paid', city_id: '1', date_from: '2026-05-01' });
    expect(screen.getByLabelText('Статус')).toHaveValue('paid');
    await waitFor(() => expect(screen.getByLabelText('Город')).toHaveValue('1'));
  });

  it('moves a page past the end to the last one', async () => {
    stub(orders, { total: 45, pages: 3 });
    renderAdminApp('/admin/orders?page=9');
    await waitFor(() => expect(location()).toBe('/admin/orders?page=3'));
    expect(await screen.findByText('Страница 3 из 3')).toBeInTheDocument();
  });

  it("says 'Заказы не найдены' under a filter, else that there are none yet", async () => {
    stub([]);
    const first = renderAdminApp('/admin/orders?status=paid');
    expect(await screen.findByText('Заказы не найдены')).toBeInTheDocument();
    first.unmount();
    renderAdminApp('/admin/orders');
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
  });
});

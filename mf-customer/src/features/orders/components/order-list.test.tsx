import type { Order } from '@storefront/shared/contract/orders';
import { ORDER_STATUSES } from '@storefront/shared/contract/values';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows, queryOf } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMyOrderPage, makeOrder } from '../../../testing/fixtures';
import { itPagesBy20InTheUrl, itShowsCardsOnAPhone } from '../../../testing/own-list-cases';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, findPageText, location } from '../../../testing/shop-api';

const orders = [
  makeOrder({ id: 4, number: 1003, status: 'awaiting_approval', total: '1234.56', quantity: 3 }),
  makeOrder({ id: 3, number: 1002, status: 'paid' }),
  makeOrder({ id: 2, number: 1001, status: 'completed', product_name: 'Кофе', quantity: 1 }),
  makeOrder({
    id: 1,
    number: 1000,
    status: 'canceled',
    district_name: 'Центр',
    city_name: 'Казань',
  }),
];

const LIST = {
  route: '/user/orders',
  path: '/orders/my',
  key: 'orders',
  rows: 'Заказы',
  items: orders,
};
const rows = () => findRows(LIST.rows, FIRST_LOAD);

describe("'Мои Заказы'", () => {
  it('lists the orders with number, product, place, quantity, total and status label', async () => {
    const api = stubApi({ 'GET /orders/my': jsonResponse(200, page('orders', orders)) });
    renderCustomerApp('/user/orders');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_LOAD)).toHaveTextContent(
      'Мои Заказы',
    );
    const found = await rows();
    expect(found.map((row) => within(row).getByText(/^№ \d+$/).textContent)).toEqual([
      '№ 1003',
      '№ 1002',
      '№ 1001',
      '№ 1000',
    ]);
    expect(found.map((row) => row.querySelector('.MuiChip-label')?.textContent)).toEqual([
      'Ожидает подтверждения',
      'Оплачен',
      'Выполнен',
      'Отменён',
    ]);
    expect(found[0]).toHaveTextContent('Чай улун');
    expect(found[0]).toHaveTextContent('Арбат, Москва');
    expect(found[0]).toHaveTextContent('3 шт.');
    expect(found[0]).toHaveTextContent('1 234,56 ₽');
    expect(found[0]).toHaveTextContent('21.11.2026');
    expect(found[1]).toHaveTextContent('500 ₽');
    expect(found[2]).toHaveTextContent('Кофе');
    expect(found[3]).toHaveTextContent('Центр, Казань');
    expect(queryOf(api.to('GET', '/orders/my')[0])).toEqual({
      page: '1',
      size: '20',
    });
    // Only the completed order, not reviewed yet, offers a review (shop-spec 2.3).
    expect(found.map((row) => within(row).queryByRole('button')?.textContent ?? null)).toEqual([
      null,
      null,
      'Оставить отзыв',
      null,
    ]);
  });

  it("links each order's number, named 'Заказ № N', to its page: one link per row", async () => {
    stubApi({ 'GET /orders/my': jsonResponse(200, page('orders', orders)) });
    renderCustomerApp('/user/orders');
    const found = await rows();
    expect(
      found.map((row) => {
        const [link, ...others] = within(row).getAllByRole('link');
        return [link?.getAttribute('href'), others.length];
      }),
    ).toEqual([
      ['/user/orders/4', 0],
      ['/user/orders/3', 0],
      ['/user/orders/2', 0],
      ['/user/orders/1', 0],
    ]);
    // The name holds what is shown ('№ 1003'), so a voice command naming it finds it too.
    const link = within(found[0] as HTMLElement).getByRole('link', { name: 'Заказ № 1003' });
    expect(link).toHaveTextContent('№ 1003');
  });

  it('opens the order from the keyboard', async () => {
    stubApi({
      'GET /orders/my': jsonResponse(200, page('orders', orders)),
      'GET /orders/4': jsonResponse(200, makeMyOrderPage(orders[0] as Order)),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/orders');
    await rows();
    const link = screen.getByRole('link', { name: 'Заказ № 1003' });
    // The first stop of Tab on the page: the first row's number.
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await findPageHeading('Заказ № 1003')).toBeInTheDocument();
    expect(location()).toBe('/user/orders/4');
  });

  it('labels every status of the contract', async () => {
    stubApi({
      'GET /orders/my': jsonResponse(
        200,
        page(
          'orders',
          ORDER_STATUSES.map((status, id) => makeOrder({ id, status })),
        ),
      ),
    });
    renderCustomerApp('/user/orders');
    const labels = (await rows()).map((row) => row.querySelector('.MuiChip-label')?.textContent);
    expect(labels.every((label) => label && !label.startsWith('orders.'))).toBe(true);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });

  it("says the stub's sentence when there are no orders yet", async () => {
    stubApi({ 'GET /orders/my': jsonResponse(200, page('orders', [])) });
    renderCustomerApp('/user/orders');
    expect(await findPageText('Здесь появится информация о ваших заказах.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Заказы' })).not.toBeInTheDocument();
  });

  itPagesBy20InTheUrl(LIST, 24);
  itShowsCardsOnAPhone(LIST, 'order');
});

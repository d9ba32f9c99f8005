import type { Order, OrderStatusStep } from '@storefront/shared/contract/orders';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMyOrderPage, makeOrder } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, findPageText } from '../../../testing/shop-api';

/** No. 1003: three at 250 ₽, an automatic discount and a coupon, bought, paid and completed. */
const order = makeOrder({
  id: 4,
  number: 1003,
  status: 'completed',
  quantity: 3,
  unit_price: '250.00',
  subtotal: '750.00',
  discount_amount: '75.00',
  discount_name: 'Осень',
  coupon_code: 'WELCOME',
  coupon_discount: '50.50',
  total: '624.50',
  created_at: '2026-11-28T10:15:00Z',
});
const history: OrderStatusStep[] = [
  { status: 'awaiting_approval', at: '2026-11-28T10:15:00Z' },
  { status: 'paid', at: '2026-11-28T12:00:00Z' },
  { status: 'completed', at: '2026-11-29T09:05:00Z' },
];

const stubOrder = (shown: Order = order, steps = history) =>
  stubApi({ 'GET /orders/4': jsonResponse(200, makeMyOrderPage(shown, steps)) });

/** The description list's pairs, spaces as a reader sees them (Intl writes no-break ones). */
function facts(): [string, string][] {
  const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ');
  return [...document.querySelectorAll('dt')].map((term) => [
    text(term),
    text(term.nextElementSibling),
  ]);
}

const historyList = () => screen.getByRole('list', { name: 'История заказа' });

describe('/user/orders/{id}', () => {
  it('shows the order: its number, facts worded as the list words them, and the way back', async () => {
    const api = stubOrder();
    renderCustomerApp('/user/orders/4');
    expect(await findPageHeading('Заказ № 1003')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(facts()).toEqual([
      ['Статус', 'Выполнен'],
      ['Товар', 'Чай улун'],
      ['Район', 'Арбат, Москва'],
      ['Количество', '3 шт.'],
      ['Цена за штуку', '250 ₽'],
      ['Сумма', '750 ₽'],
      ['Скидка «Осень»', '−75 ₽'],
      ['Промокод «WELCOME»', '−50,50 ₽'],
      ['Итого', '624,50 ₽'],
      ['Дата заказа', '28.11.2026, 10:15'],
    ]);
    expect(screen.getByRole('link', { name: 'Вернуться в «Мои Заказы»' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/orders/4']);
  });

  it('lists the history oldest first under an h2, each status in words with its date and time', async () => {
    stubOrder();
    renderCustomerApp('/user/orders/4');
    await findPageHeading('Заказ № 1003');
    expect(screen.getByRole('heading', { level: 2, name: 'История заказа' })).toBeInTheDocument();
    expect(historyList().tagName).toBe('OL');
    expect(
      within(historyList())
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Ожидает подтверждения — 28.11.2026, 10:15',
      'Оплачен — 28.11.2026, 12:00',
      'Выполнен — 29.11.2026, 09:05',
    ]);
  });

  it('names no discount and no coupon when the order had none', async () => {
    const plain = makeOrder({ id: 4, number: 1003, status: 'awaiting_approval' });
    stubOrder(plain, [{ status: 'awaiting_approval', at: plain.created_at }]);
    renderCustomerApp('/user/orders/4');
    await findPageHeading('Заказ № 1003');
    expect(facts().map(([label]) => label)).toEqual([
      'Статус',
      'Товар',
      'Район',
      'Количество',
      'Цена за штуку',
      'Сумма',
      'Итого',
      'Дата заказа',
    ]);
    expect(within(historyList()).getAllByRole('listitem')).toHaveLength(1);
    // Not completed: nothing to review yet, as on the list.
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
  });

  it("offers 'Оставить отзыв' as the list does, and shows the review's status once sent", async () => {
    let reviewed = false;
    const answer = () =>
      makeMyOrderPage(reviewed ? { ...order, review_status: 'pending' } : order, history);
    const api = stubApi({
      'GET /orders/4': () => jsonResponse(200, answer()),
      'GET /orders/my': jsonResponse(200, page('orders', [order])),
      'POST /reviews/': () => {
        reviewed = true;
        return jsonResponse(201, { id: 1 });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/orders/4');
    await user.click(await screen.findByRole('button', { name: 'Оставить отзыв' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв о заказе № 1003' });
    await user.click(within(dialog).getByRole('radio', { name: '5 звёзд' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Текст отзыва/ }), 'Вкусный чай');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Спасибо! Отзыв появится после проверки.')).toBeInTheDocument();
    expect(api.to('POST', '/reviews/')[0]?.body).toEqual({
      order_id: 4,
      rating: 5,
      text: 'Вкусный чай',
    });
    await waitFor(() => expect(api.to('GET', '/orders/4')).toHaveLength(2));
    expect(await screen.findByText('На модерации')).toBeInTheDocument();
  });

  it("says an order is not found (someone else's or unknown), with the way back, and nothing of it", async () => {
    stubApi({ 'GET /orders/9': jsonResponse(404, { detail: 'Заказ не найден' }) });
    renderCustomerApp('/user/orders/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ не найден' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Такого заказа нет среди ваших. Проверьте адрес или откройте список заказов.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в «Мои Заказы»' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('list', { name: 'История заказа' })).not.toBeInTheDocument();
  });

  it.each([
    ['no number', 'abc'],
    ['zero', '0'],
    ['a leading zero', '04'],
    ['beyond the ids the API has', '2147483648'],
  ])('treats an address with %s as not found, without a call', async (_what, id) => {
    const api = stubApi({});
    renderCustomerApp(`/user/orders/${id}`);
    expect(await findPageHeading('Заказ не найден')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says a failed load is not a missing order, and asks again on request', async () => {
    let fail = true;
    const api = stubApi({
      'GET /orders/4': () =>
        fail ? jsonResponse(503, { detail: 'busy' }) : jsonResponse(200, makeMyOrderPage(order)),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/orders/4');
    expect(await findPageText('Не удалось загрузить заказ.')).toBeInTheDocument();
    expect(screen.queryByText('Заказ не найден')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await findPageHeading('Заказ № 1003')).toBeInTheDocument();
    expect(api.to('GET', '/orders/4')).toHaveLength(2);
  });
});

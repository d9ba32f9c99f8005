import type { AdminOrderPage } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { buttonTexts, jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeOrderPage } from '../../../testing/fixtures';
import { factsOf, plain, timelineItems } from '../../../testing/order-page';

const answer = makeOrderPage();

/** The order as the server keeps it: a cancel changes what the next GET answers. */
function stub() {
  let current: AdminOrderPage = answer;
  return stubApi({
    'GET /admin/orders/1': () => jsonResponse(200, current),
    'POST /admin/orders/1/cancel': () => {
      const order = { ...current.order, status: 'canceled' as const };
      const at = '2026-05-03T09:00:00Z';
      current = {
        ...current,
        order,
        timeline: [
          ...current.timeline,
          { kind: 'status', at, author: 'boss', status: 'canceled' },
          { kind: 'money', at, author: 'anna', type: 'refund', amount: '1250.50' },
        ],
      };
      return jsonResponse(200, order);
    },
    'GET /admin/orders': jsonResponse(200, page('orders', [answer.order])),
    'GET /shop/cities': jsonResponse(200, cities),
  });
}

describe("an order's page", () => {
  it('shows the order, its customer, and headings in order', async () => {
    stub();
    renderAdminApp('/admin/orders/1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Заказ № 1001');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, plain(h.textContent)])).toEqual([
      ['H1', 'Заказ № 1001'],
      ['H2', 'Сведения о заказе'],
      ['H2', 'Покупатель'],
      ['H2', 'История заказа'],
      ['H2', 'Новая заметка'],
    ]);
    expect(factsOf('Сведения о заказе')).toEqual({
      Статус: 'Оплачен',
      Товар: 'Чай улун',
      'Город / район': 'Казань / Вахитовский',
      Количество: '2 шт.',
      'Цена за штуку': '750 ₽',
      Сумма: '1 500 ₽',
      Скидка: '«Весна»: −150 ₽',
      Промокод: 'SUMMER10: −99,50 ₽',
      Итого: '1 250,50 ₽',
      Оформлен: formatDateTime('2026-05-02T12:00:00Z'),
    });
    expect(factsOf('Покупатель')).toEqual({
      Логин: 'anna',
      Состояние: 'Активный',
      Баланс: '2 480 ₽',
    });
    const customer = screen.getByRole('region', { name: 'Покупатель' });
    expect(within(customer).getByRole('link', { name: 'anna' })).toHaveAttribute(
      'href',
      '/admin/users/7/edit',
    );
  });

  it('leaves out the discounts an order did not get, and says an account is inactive', async () => {
    stubApi({
      'GET /admin/orders/1': jsonResponse(
        200,
        makeOrderPage({
          order: {
            ...answer.order,
            discount_amount: '0.00',
            coupon_discount: '0.00',
            total: '1500.00',
          },
          customer: { ...answer.customer, is_active: false },
        }),
      ),
    });
    renderAdminApp('/admin/orders/1');
    await screen.findByRole('heading', { level: 1 });
    const facts = factsOf('Сведения о заказе');
    expect(Object.keys(facts)).not.toContain('Скидка');
    expect(Object.keys(facts)).not.toContain('Промокод');
    expect(facts.Итого).toBe('1 500 ₽');
    expect(factsOf('Покупатель').Состояние).toBe('Неактивный');
  });

  it('lists every kind of event oldest first, with when, who and what', async () => {
    stub();
    await renderAdminList('/admin/orders/1', 'История заказа');
    expect(screen.getByRole('list', { name: 'История заказа' }).tagName).toBe('OL');
    const items = timelineItems();
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'created',
      'money',
      'status',
      'ticket',
      'review',
      'note',
    ]);
    const [created, money, status, ticket, review, note] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const time = created.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-05-02T12:00:00Z');
    expect(time).toHaveTextContent(formatDateTime('2026-05-02T12:00:00Z'));
    expect(created).toHaveTextContent('anna');
    expect(created).toHaveTextContent('Заказ оформлен, статус: Ожидает подтверждения');
    expect(plain(money.textContent)).toContain('Покупка: −1 250,50 ₽');
    expect(status).toHaveTextContent('Статус: Оплачен');
    expect(status).toHaveTextContent('удалённый пользователь');
    expect(
      within(ticket).getByRole('link', { name: 'Тикет № 1005: Не пришёл заказ' }),
    ).toHaveAttribute('href', '/admin/tickets/3');
    expect(
      within(review).getByRole('link', { name: 'Отзыв: оценка 4 из 5 — На модерации' }),
    ).toHaveAttribute('href', '/admin/reviews?status=pending');
    expect(within(note).getByText('Заметка')).toBeInTheDocument();
    expect(note).toHaveTextContent('boss');
    // The staff's line breaks, kept as typed.
    expect(within(note).getByText(/Позвонить покупателю/).textContent).toBe(
      'Позвонить покупателю\nпосле 18:00',
    );
  });

  it("offers the journal's moves; a cancel asks first, then the page shows the new state", async () => {
    const api = stub();
    const user = userEvent.setup();
    renderAdminApp('/admin/orders/1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выполнен' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    expect(dialog).toHaveTextContent(
      'Отменить заказ № 1001? Деньги вернутся на баланс покупателя.',
    );
    expect(buttonTexts(dialog)).toEqual(['Не отменять', 'Отменить заказ']);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(
      await screen.findByText('Заказ № 1001 отменён, деньги вернулись на баланс покупателя'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/admin/orders/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(factsOf('Сведения о заказе').Статус).toBe('Отменён'));
    expect(timelineItems()).toHaveLength(8);
    expect(timelineItems()[6]).toHaveTextContent('Статус: Отменён');
    expect(plain(timelineItems()[7]?.textContent)).toContain('Возврат: +1 250,50 ₽');
    expect(screen.queryByRole('button', { name: 'Выполнен' })).not.toBeInTheDocument();
  });

  it("an unknown order (404) reads 'Заказ не найден' with the way back to the journal", async () => {
    stubApi({
      'GET /admin/orders/404': jsonResponse(404, { detail: 'Заказ не найден' }),
      'GET /admin/orders': jsonResponse(200, page('orders', [])),
      'GET /shop/cities': jsonResponse(200, cities),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/orders/404');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Заказ не найден');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К журналу покупок' }));
    await waitFor(() => expect(location()).toBe('/admin/orders'));
  });

  it('opened from the journal, the way back returns to its filters; opened directly, to the journal', async () => {
    stub();
    const user = userEvent.setup();
    const first = renderAdminApp('/admin/orders?status=paid');
    await user.click(await screen.findByRole('link', { name: '№ 1001' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Заказ № 1001');
    expect(location()).toBe('/admin/orders/1');
    const back = screen.getByRole('link', { name: 'К журналу покупок' });
    expect(back).toHaveAttribute('href', '/admin/orders?status=paid');
    await user.click(back);
    await waitFor(() => expect(location()).toBe('/admin/orders?status=paid'));
    first.unmount();

    renderAdminApp('/admin/orders/1');
    expect(await screen.findByRole('link', { name: 'К журналу покупок' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });
});

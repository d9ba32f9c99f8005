import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { makeMyOrderPage, makeOrder } from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { findPageHeading } from '../../testing/shop-api';

const order = makeOrder({
  id: 4,
  number: 1003,
  status: 'canceled',
  quantity: 1,
  unit_price: '500.00',
  subtotal: '500.00',
  discount_amount: '50.00',
  discount_name: 'Autumn',
  coupon_code: 'WELCOME',
  coupon_discount: '20.00',
  total: '430.00',
  created_at: '2026-11-28T10:15:00Z',
});

describe('/user/orders/{id} in English', () => {
  inEnglish();

  it('words the facts and the history in English', async () => {
    stubApi({
      'GET /orders/4': jsonResponse(
        200,
        makeMyOrderPage(order, [
          { status: 'awaiting_approval', at: '2026-11-28T10:15:00Z' },
          { status: 'canceled', at: '2026-11-28T14:30:00Z' },
        ]),
      ),
    });
    renderCustomerApp('/user/orders/4');
    expect(await findPageHeading('Order No. 1003')).toBeInTheDocument();
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ');
    const facts = [...document.querySelectorAll('dt')].map((term) => [
      text(term),
      text(term.nextElementSibling),
    ]);
    expect(facts).toEqual([
      ['Status', 'Canceled'],
      ['Product', 'Чай улун'],
      ['District', 'Арбат, Москва'],
      ['Quantity', '1 pc.'],
      ['Unit price', 'RUB 500'],
      ['Subtotal', 'RUB 500'],
      ['Discount “Autumn”', '−RUB 50'],
      ['Promo code “WELCOME”', '−RUB 20'],
      ['Total', 'RUB 430'],
      ['Order date', '28/11/2026, 10:15'],
    ]);
    const history = screen.getByRole('list', { name: 'Order history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Awaiting approval — 28/11/2026, 10:15', 'Canceled — 28/11/2026, 14:30']);
    expect(screen.getByRole('link', { name: 'Back to My orders' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
  });

  it('says an order is not found in English', async () => {
    stubApi({ 'GET /orders/9': jsonResponse(404, { detail: 'Order not found' }) });
    renderCustomerApp('/user/orders/9');
    expect(await findPageHeading('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My orders' })).toBeInTheDocument();
  });
});

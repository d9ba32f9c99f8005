import { jsonResponse } from '@storefront/shared/testing';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cities,
  makePage,
  makePayment,
  makeProduct,
  makeReviewsPage,
  settingsRoute,
} from '../../testing/fixtures';
import { renderStorefront } from '../../testing/render-storefront';

// A 375 px phone: MUI's media queries answer 'narrow'; every control must still be there and
// usable (the layout itself is CSS, checked in the browser by the e2e suite).
let wide: () => void;
beforeEach(() => {
  wide = narrowScreen();
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
});
afterEach(() => wide());

describe('at 375 px', () => {
  it('shows the catalogue with its controls', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': jsonResponse(200, makePage(1, 30)),
    });
    renderStorefront('/products', null);
    const grid = await screen.findByRole('list', { name: 'Список товаров' });
    expect(within(grid).getAllByRole('link')).toHaveLength(24);
    expect(screen.getByLabelText('Город')).toBeVisible();
    expect(screen.getByLabelText('Поиск товаров')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
  });

  it('lets a customer buy from the product page', async () => {
    const api = stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products/5': jsonResponse(200, makeProduct()),
      'GET /shop/coupons': jsonResponse(200, []),
      'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
      'POST /orders': jsonResponse(201, { id: 1, number: 1000 }),
      'GET /reviews/': (call) =>
        jsonResponse(200, makeReviewsPage(Number(call.query.get('page')), 25)),
    });
    renderStorefront('/products/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Купить' }));
    expect(await screen.findByText(/Заказ № 1000 оформлен/)).toBeVisible();
    expect(api.to('POST', '/orders')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
  });

  it('shows the reviews with their pager', async () => {
    stubApi({
      'GET /reviews/': (call) =>
        jsonResponse(200, makeReviewsPage(Number(call.query.get('page')), 25)),
    });
    renderStorefront('/reviews', null);
    const list = await screen.findByRole('list', { name: 'Список отзывов' });
    expect(within(list).getAllByRole('link', { name: 'Кофе в зёрнах' })).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByRole('button', { name: 'Вперёд' })).toBeVisible();
  });

  it('shows the contacts as links', async () => {
    stubApi(settingsRoute({ phone: '+7 843 000-00-00', email: 'a@b.ru' }));
    renderStorefront('/contacts', null);
    expect(await screen.findByRole('link', { name: '+7 843 000-00-00' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'a@b.ru' })).toBeVisible();
  });

  it('shows the payment page buttons', async () => {
    const payment = makePayment();
    stubApi({ [`GET /payments/${payment.id}`]: jsonResponse(200, payment) });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByRole('button', { name: 'Оплатить' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeVisible();
  });
});

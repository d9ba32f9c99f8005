import { refreshBalance } from '@storefront/shared/shop/balance';
import { jsonResponse } from '@storefront/shared/testing';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeCoupon, makeProduct, makeReviewsPage } from '../../../testing/fixtures';
import { admin, location, renderStorefront } from '../../../testing/render-storefront';

jest.mock('@storefront/shared/shop/balance', () => ({
  refreshBalance: jest.fn(() => Promise.resolve()),
}));

const order = { id: 40, number: 1001, status: 'paid', total: '2000.00' };

type Route = Parameters<typeof stubApi>[0][string];

function stubShop(orders: Route, extra: Record<string, Route> = {}) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, cities),
    'GET /shop/products/5': jsonResponse(200, makeProduct()),
    'GET /shop/coupons': jsonResponse(200, []),
    'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
    'POST /orders': orders,
    'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
    ...extra,
  });
}

const summary = () => screen.getByRole('region', { name: 'Стоимость заказа' });

const buy = async () => userEvent.click(await screen.findByRole('button', { name: 'Купить' }));

describe('buying on the product page', () => {
  it("orders the district and quantity chosen, says 'Заказ № N оформлен' and refreshes", async () => {
    const api = stubShop(jsonResponse(201, order));
    renderStorefront('/products/5');
    await userEvent.selectOptions(await screen.findByLabelText('Район'), '12');
    await userEvent.selectOptions(screen.getByLabelText('Количество'), '2');
    await buy();
    expect(await screen.findByText(/Заказ № 1001 оформлен/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои Заказы' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
    expect(api.to('POST', '/orders')[0]?.body).toEqual({
      product_id: 5,
      district_id: 12,
      quantity: 2,
      // The total the summary showed (issue 20): 2 × 1 000 ₽, no coupon, no discount.
      expected_total: '2000.00',
    });
    expect(screen.getByRole('region', { name: 'Стоимость заказа' })).toHaveTextContent(
      /Итого: 2\s000\s₽/,
    );
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    // The stock changed: the product is fetched again.
    await waitFor(() => expect(api.to('GET', '/shop/products/5')).toHaveLength(2));
  });

  it('sends the typed coupon code with the order, once applied, with the total it gives', async () => {
    const api = stubShop(jsonResponse(201, order), {
      'POST /shop/coupon-check': (call) =>
        jsonResponse(
          200,
          (call.body as { code?: string }).code === 'SAVE100'
            ? { valid: true, coupon: makeCoupon(), requires_approval: false }
            : { valid: false, detail: null },
        ),
    });
    renderStorefront('/products/5');
    await userEvent.type(await screen.findByLabelText('Промокод'), ' SAVE100 ');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Итого: 900 ₽'));
    await buy();
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ coupon_code: 'SAVE100' });
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ expected_total: '900.00' });
  });

  it('sends no order while the field holds a code the summary does not count, and says why', async () => {
    const api = stubShop(jsonResponse(201, order), {
      'POST /shop/coupon-check': (call) =>
        jsonResponse(
          200,
          (call.body as { code?: string }).code === 'OLD'
            ? { valid: false, detail: 'Срок действия купона истёк' }
            : { valid: false, detail: null },
        ),
    });
    renderStorefront('/products/5');
    const field = await screen.findByLabelText('Промокод');
    await userEvent.type(field, 'SAVE100');
    await buy();
    expect(
      await screen.findByText(
        'Промокод «SAVE100» ещё не учтён в сумме: нажмите «Применить» или очистите поле.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Срок действия купона истёк')).toBeInTheDocument();
    await buy();
    expect(
      await screen.findByText(
        'Промокод «OLD» не учтён в сумме: очистите поле, чтобы купить без него.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', '/orders')).toHaveLength(0);
    // Cleared, the summary (no coupon) is what is bought.
    await userEvent.clear(field);
    await buy();
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')[0]?.body).toEqual({
      product_id: 5,
      district_id: 11,
      quantity: 1,
      expected_total: '1000.00',
    });
  });

  it("shows a refusal's detail, with 'Пополнить' when the balance is short", async () => {
    stubShop(
      jsonResponse(400, { detail: 'Недостаточно средств на балансе', code: 'insufficient_funds' }),
    );
    renderStorefront('/products/5');
    await buy();
    expect(await screen.findByText(/Недостаточно средств на балансе/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пополнить' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it("shows another refusal without 'Пополнить'", async () => {
    const api = stubShop(
      jsonResponse(400, {
        detail: 'Осталось только 2 шт.',
        code: 'not_enough_stock',
        available: 2,
      }),
    );
    renderStorefront('/products/5');
    await buy();
    expect(await screen.findByText('Осталось только 2 шт.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Пополнить' })).not.toBeInTheDocument();
    // The page showed more than there is: the stock is fetched again.
    await waitFor(() => expect(api.to('GET', '/shop/products/5')).toHaveLength(2));
  });

  it('sends one order for a double click, the button disabled meanwhile', async () => {
    const answer = deferred();
    const api = stubShop(answer.respond);
    renderStorefront('/products/5');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Купить' }));
    expect(screen.getByRole('button', { name: 'Оформление...' })).toBeDisabled();
    answer.answer(jsonResponse(201, order));
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')).toHaveLength(1);
  });

  it('sends a guest to sign in, to come back to this product', async () => {
    const api = stubShop(jsonResponse(201, order));
    renderStorefront('/products/5?from=catalogue', null);
    await buy();
    expect(location()).toBe('/login');
    expect(screen.getByTestId('login-from')).toHaveTextContent('/products/5?from=catalogue');
    expect(api.to('POST', '/orders')).toHaveLength(0);
    // A guest is not asked about coupons: the check needs an account.
    expect(api.to('POST', '/shop/coupon-check')).toHaveLength(0);
  });

  it('lets an admin see the product but not buy it', async () => {
    const api = stubShop(jsonResponse(201, order));
    renderStorefront('/products/5', admin);
    const button = await screen.findByRole('button', { name: 'Купить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Покупки доступны только покупателям');
    await userEvent.click(button).catch(() => undefined);
    expect(api.to('POST', '/orders')).toHaveLength(0);
    expect(api.to('POST', '/shop/coupon-check')).toHaveLength(0);
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeCoupon, makeProduct, makeReviewsPage } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';

jest.mock('@storefront/shared/shop/balance', () => ({
  refreshBalance: jest.fn(() => Promise.resolve()),
}));

// Issue 20: the summary is what 'Купить' sends and what the server charges.

const order = { id: 40, number: 1001, status: 'paid', total: '1700.00' };
const autumn = { id: 3, name: 'Осень', discount_type: 'percentage' as const, value: '10.00' };
const auto5 = makeCoupon({ code: 'AUTO5', coupon_type: 'percentage', discount_value: 5 });
const spring = makeCoupon({ code: 'SPRING', discount_value: 300, stackable: false });
const publicSpring = {
  code: 'SPRING',
  name: 'Весна',
  description: '',
  coupon_type: 'fixed',
  discount_value: 300,
  minimum_purchase_amount: 0,
  valid_until: null,
};

/** Without a code: the automatic AUTO5; SPRING by its code. */
function couponCheck(call: ApiCall) {
  const code = (call.body as { code?: string }).code;
  if (!code) return jsonResponse(200, { valid: true, coupon: auto5, requires_approval: false });
  if (code === 'SPRING') {
    return jsonResponse(200, { valid: true, coupon: spring, requires_approval: false });
  }
  return jsonResponse(200, { valid: false, detail: null });
}

function stubShop(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, cities),
    'GET /shop/products/5': jsonResponse(200, makeProduct({ discounts: [autumn] })),
    'GET /shop/coupons': jsonResponse(200, [publicSpring]),
    'POST /shop/coupon-check': couponCheck,
    'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
    ...routes,
  });
}

const summary = () => screen.getByRole('region', { name: 'Стоимость заказа' });
const buyButton = () => screen.findByRole('button', { name: 'Купить' });

/**
 * Opens the page and presses 'Купить' at once, while the automatic coupon is still looked up:
 * the page opens as the server drew it, 'Купить' ready before the lookup answers.
 */
async function pressWhileLookingUp(routes: Parameters<typeof stubApi>[0] = {}) {
  const lookup = deferred();
  const api = stubShop({
    'POST /shop/coupon-check': lookup.respond,
    'POST /orders': jsonResponse(201, order),
    ...routes,
  });
  renderStorefront('/products/5');
  await userEvent.click(await buyButton());
  return { lookup, api };
}

describe('the total a purchase confirms', () => {
  it('names the automatic coupon the summary counted, with its total', async () => {
    const api = stubShop({ 'POST /orders': jsonResponse(201, order) });
    renderStorefront('/products/5');
    await userEvent.selectOptions(await screen.findByLabelText('Количество'), '2');
    // 2 000 − 10 % (200) − 5 % of 1 800 (90): the automatic coupon stacks after the discount.
    await waitFor(() => expect(summary()).toHaveTextContent(/Итого: 1\s710\s₽/));
    expect(summary()).toHaveTextContent('Промокод «AUTO5»: −90 ₽');
    await userEvent.click(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')[0]?.body).toEqual({
      product_id: 5,
      district_id: 11,
      quantity: 2,
      coupon_code: 'AUTO5',
      expected_total: '1710.00',
    });
  });

  it('asks for the automatic coupon of the quantity and city it prices, as the purchase picks it', async () => {
    // AUTO5 only from two units (its minimum): at one unit there is none to show or send.
    const api = stubShop({
      'POST /shop/coupon-check': (call) =>
        (call.body as { quantity?: number }).quantity === 2
          ? jsonResponse(200, { valid: true, coupon: auto5, requires_approval: false })
          : jsonResponse(200, { valid: false, detail: null }),
      'POST /orders': jsonResponse(201, order),
    });
    renderStorefront('/products/5');
    await waitFor(() => expect(summary()).toHaveTextContent(/Итого: 900\s₽/));
    expect(summary()).not.toHaveTextContent('AUTO5');
    await userEvent.selectOptions(await screen.findByLabelText('Количество'), '2');
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «AUTO5»: −90 ₽'));
    expect(api.to('POST', '/shop/coupon-check').map((c) => c.body)).toEqual([
      { product_id: 5, quantity: 1, city_id: 4 },
      { product_id: 5, quantity: 2, city_id: 4 },
    ]);
    await userEvent.click(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({
      quantity: 2,
      coupon_code: 'AUTO5',
      expected_total: '1710.00',
    });
  });

  it("sends the chip's code and the total the summary shows with it", async () => {
    const api = stubShop({ 'POST /orders': jsonResponse(201, order) });
    renderStorefront('/products/5');
    await userEvent.selectOptions(await screen.findByLabelText('Количество'), '2');
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «AUTO5»'));
    await userEvent.click(screen.getByRole('button', { name: 'Ввести промокод SPRING' }));
    expect(screen.getByLabelText('Промокод')).toHaveValue('SPRING');
    // −300 (not stackable) beats the discount's −200: the coupon replaces it; no AUTO5.
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «SPRING»: −300 ₽'));
    expect(summary()).not.toHaveTextContent('AUTO5');
    expect(summary()).not.toHaveTextContent('Скидка');
    expect(summary()).toHaveTextContent(/Итого: 1\s700\s₽/);
    await userEvent.click(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')).toHaveLength(1);
    expect(api.to('POST', '/orders')[0]?.body).toEqual({
      product_id: 5,
      district_id: 11,
      quantity: 2,
      coupon_code: 'SPRING',
      expected_total: '1700.00',
    });
  });

  it('buys nothing while the chip is checked: a press then is not an order', async () => {
    const check = deferred();
    const api = stubShop({
      'POST /orders': jsonResponse(201, order),
      'POST /shop/coupon-check': (call) =>
        (call.body as { code?: string }).code ? check.respond() : couponCheck(call),
    });
    renderStorefront('/products/5');
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «AUTO5»'));
    await userEvent.click(screen.getByRole('button', { name: 'Ввести промокод SPRING' }));
    const button = screen.getByRole('button', { name: 'Расчёт суммы...' });
    expect(button).toBeDisabled();
    await userEvent.click(button).catch(() => undefined);
    expect(api.to('POST', '/orders')).toHaveLength(0);
    check.answer(jsonResponse(200, { valid: true, coupon: spring, requires_approval: false }));
    await waitFor(() => expect(summary()).toHaveTextContent('Итого: 700 ₽'));
    await userEvent.dblClick(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')).toHaveLength(1);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ expected_total: '700.00' });
  });

  it('holds a press made while the automatic coupon is looked up, and buys the total it saw', async () => {
    const { lookup, api } = await pressWhileLookingUp();
    expect(screen.getByRole('button', { name: 'Оформление...' })).toBeDisabled();
    expect(api.to('POST', '/orders')).toHaveLength(0);
    lookup.answer(jsonResponse(200, { valid: false, detail: null }));
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')).toHaveLength(1);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ expected_total: '900.00' });
  });

  it('buys nothing when the automatic coupon changes the total under a held press, and says so', async () => {
    const { lookup, api } = await pressWhileLookingUp();
    lookup.answer(jsonResponse(200, { valid: true, coupon: auto5, requires_approval: false }));
    expect(
      await screen.findByText(
        'Итог пересчитан с автоматическим промокодом: проверьте сумму и нажмите «Купить» ещё раз.',
      ),
    ).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Итого: 855 ₽');
    expect(api.to('POST', '/orders')).toHaveLength(0);
    await userEvent.click(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({
      coupon_code: 'AUTO5',
      expected_total: '855.00',
    });
    expect(screen.queryByText(/Итог пересчитан/)).toBeNull();
  });

  it('sends a held press at the total it saw when the price changed meanwhile: the server refuses it by name', async () => {
    const detail =
      'Цена изменилась: теперь к оплате 1 080 ₽. Проверьте сумму и подтвердите покупку.';
    let reads = 0;
    const { lookup, api } = await pressWhileLookingUp({
      // The product is read again while the press waits (the window got the focus back).
      'GET /shop/products/5': () => {
        reads += 1;
        const price = reads === 1 ? '1000.00' : '1200.00';
        return jsonResponse(200, makeProduct({ price, discounts: [autumn] }));
      },
      'POST /orders': jsonResponse(409, { code: 'price_changed', detail, total: '1080.00' }),
    });
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(summary()).toHaveTextContent(/Итого: 1\s080\s₽/));
    expect(api.to('POST', '/orders')).toHaveLength(0);
    lookup.answer(jsonResponse(200, { valid: false, detail: null }));
    await screen.findByText(detail);
    expect(api.to('POST', '/orders')).toHaveLength(1);
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ expected_total: '900.00' });
    expect(screen.queryByText(/Итог пересчитан/)).toBeNull();
  });

  it("charges nothing at a changed price: 'Цена изменилась', the new summary, confirmed again", async () => {
    const detail =
      'Цена изменилась: теперь к оплате 25 000 ₽. Проверьте сумму и подтвердите покупку.';
    let price = '50.00';
    const reread = deferred();
    let reads = 0;
    const api = stubShop({
      'GET /shop/coupons': jsonResponse(200, []),
      'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
      'GET /shop/products/5': () => {
        reads += 1;
        const product = jsonResponse(200, makeProduct({ price }));
        // The read after the refusal answers when the test says so.
        return reads === 2 ? reread.respond() : product;
      },
      'POST /orders': (call) => {
        if ((call.body as { expected_total: string }).expected_total === '25000.00') {
          return jsonResponse(201, { ...order, total: '25000.00' });
        }
        // The admin changed the price meanwhile: the server prices 25 000 ₽ and refuses.
        price = '25000.00';
        return jsonResponse(409, { code: 'price_changed', detail, total: '25000.00' });
      },
    });
    renderStorefront('/products/5');
    await waitFor(() => expect(summary()).toHaveTextContent('Итого: 50 ₽'));
    await userEvent.click(await buyButton());
    const alert = await screen.findByText(detail);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(api.to('POST', '/orders')[0]?.body).toMatchObject({ expected_total: '50.00' });
    // Until the new figures arrive, 'Купить' would confirm the old total: it waits.
    expect(screen.getByRole('button', { name: 'Расчёт суммы...' })).toBeDisabled();
    reread.answer(jsonResponse(200, makeProduct({ price })));
    await waitFor(() => expect(summary()).toHaveTextContent(/Итого: 25\s000\s₽/));
    // The coupon state is asked again too (an automatic coupon may have ended).
    expect(api.to('POST', '/shop/coupon-check').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/Заказ № 1001 оформлен/)).toBeNull();
    await userEvent.click(await buyButton());
    await screen.findByText(/Заказ № 1001 оформлен/);
    expect(screen.queryByText(detail)).toBeNull();
    expect(api.to('POST', '/orders')).toHaveLength(2);
    expect(api.to('POST', '/orders')[1]?.body).toMatchObject({ expected_total: '25000.00' });
  });
});

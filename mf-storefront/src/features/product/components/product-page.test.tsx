import { jsonResponse } from '@storefront/shared/testing';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeCoupon, makeProduct, makeReviewsPage } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';
import { CITY_STORAGE_KEY } from '../../../utils/city-storage';

const autumn = { id: 3, name: 'Осень', discount_type: 'percentage' as const, value: '10.00' };

function stubProduct(product = makeProduct(), extra = {}) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, cities),
    'GET /shop/products/5': jsonResponse(200, product),
    'GET /shop/coupons': jsonResponse(200, []),
    'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
    'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
    ...extra,
  });
}

const summary = () => screen.getByRole('region', { name: 'Стоимость заказа' });

describe('the product page', () => {
  it('shows the product in the stored city: images, price, no reviews, districts with stock', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, '2');
    const api = stubProduct();
    renderStorefront('/products/5', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кофе в зёрнах' }),
    ).toBeInTheDocument();
    expect(api.to('GET', '/shop/products/5')[0]?.query.get('city_id')).toBe('2');
    expect(screen.getByText('Нет отзывов')).toBeInTheDocument();
    expect(screen.getByText('Свежая обжарка.')).toBeInTheDocument();
    const district = screen.getByLabelText('Район');
    expect(
      within(district)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Вахитовский — 3 шт.', 'Советский — 40 шт.']);
    // At most the district's stock, at most 10.
    expect(within(screen.getByLabelText('Количество')).getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(district, '12');
    expect(within(screen.getByLabelText('Количество')).getAllByRole('option')).toHaveLength(10);
  });

  it('switches the images with buttons, the logo first', async () => {
    stubProduct();
    renderStorefront('/products/5', null);
    const show2 = await screen.findByRole('button', { name: 'Показать изображение 2 из 2' });
    // The sizes of the upload (issue 21), JPEG's 640 px as the fallback.
    expect(screen.getByRole('img', { name: 'Кофе в зёрнах: изображение 1 из 2' })).toHaveAttribute(
      'src',
      '/api/v1/upload/files/logo.png/640.jpg',
    );
    await userEvent.click(show2);
    expect(show2).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Кофе в зёрнах: изображение 2 из 2' })).toHaveAttribute(
      'src',
      '/api/v1/upload/files/side.png/640.jpg',
    );
  });

  it('shows the average rating with the count', async () => {
    stubProduct(makeProduct({ rating: 4.5, reviews_count: 3 }));
    renderStorefront('/products/5', null);
    expect(await screen.findByText('Рейтинг 4,5 из 5 · 3 отзыва')).toBeInTheDocument();
  });

  it('prices the order with priceOrder: subtotal, automatic discount, coupon, total', async () => {
    const api = stubProduct(makeProduct({ discounts: [autumn] }), {
      'POST /shop/coupon-check': (call: { body: { code?: string } }) =>
        jsonResponse(
          200,
          call.body.code === 'SAVE100'
            ? { valid: true, coupon: makeCoupon(), requires_approval: false }
            : { valid: false, detail: null },
        ),
    });
    renderStorefront('/products/5');
    await userEvent.selectOptions(await screen.findByLabelText('Количество'), '2');
    expect(summary()).toHaveTextContent(/Сумма: 2\s000\s₽/);
    expect(summary()).toHaveTextContent('Скидка «Осень»: −200 ₽');
    expect(summary()).toHaveTextContent(/Итого: 1\s800\s₽/);

    await userEvent.type(screen.getByLabelText('Промокод'), 'SAVE100');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «SAVE100»: −100 ₽'));
    // 2 000 − 10 % − 100: the coupon is stackable, so it applies after the discount.
    expect(summary()).toHaveTextContent(/Итого: 1\s700\s₽/);
    expect(api.to('POST', '/shop/coupon-check').at(-1)?.body).toEqual({
      code: 'SAVE100',
      product_id: 5,
    });
  });

  it("passes the product's automatic discounts to the summary: the largest one applies", async () => {
    const fixed = { id: 4, name: 'Минус 150', discount_type: 'fixed' as const, value: '150.00' };
    stubProduct(makeProduct({ discounts: [autumn, fixed] }));
    renderStorefront('/products/5', null);
    await screen.findByLabelText('Количество');
    // 1 000 ₽: −150 beats −10 % (100).
    expect(summary()).toHaveTextContent('Скидка «Минус 150»: −150 ₽');
    expect(summary()).not.toHaveTextContent('Осень');
    expect(summary()).toHaveTextContent('Итого: 850 ₽');
    await userEvent.selectOptions(screen.getByLabelText('Количество'), '3');
    // 3 000 ₽: −10 % (300) beats −150.
    expect(summary()).toHaveTextContent('Скидка «Осень»: −300 ₽');
    expect(summary()).toHaveTextContent(/Итого: 2\s700\s₽/);
  });

  it('lets a non-stackable coupon compete with the discount: the larger of the two applies', async () => {
    const coupons: Record<string, ReturnType<typeof makeCoupon>> = {
      SMALL: makeCoupon({ code: 'SMALL', discount_value: 50, stackable: false }),
      BIG: makeCoupon({ code: 'BIG', discount_value: 300, stackable: false }),
    };
    stubProduct(makeProduct({ discounts: [autumn] }), {
      'POST /shop/coupon-check': (call: { body: { code?: string } }) => {
        const coupon = coupons[call.body.code ?? ''];
        return jsonResponse(
          200,
          coupon
            ? { valid: true, coupon, requires_approval: false }
            : { valid: false, detail: null },
        );
      },
    });
    renderStorefront('/products/5');
    const field = await screen.findByLabelText('Промокод');
    await userEvent.type(field, 'SMALL');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    // −50 against −10 % (100): the discount stays, the coupon is not taken.
    expect(
      await screen.findByText(
        'Промокод «SMALL» не суммируется со скидкой: применяется большая из двух',
      ),
    ).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Скидка «Осень»: −100 ₽');
    expect(summary()).not.toHaveTextContent('Промокод');
    expect(summary()).toHaveTextContent('Итого: 900 ₽');

    await userEvent.clear(field);
    await userEvent.type(field, 'BIG');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    // −300 against −100: the coupon replaces the discount.
    await waitFor(() => expect(summary()).toHaveTextContent('Промокод «BIG»: −300 ₽'));
    expect(summary()).not.toHaveTextContent('Скидка');
    expect(summary()).toHaveTextContent('Итого: 700 ₽');
  });

  it('checks a code typed in small letters as the capital one, and refuses what cannot be a code', async () => {
    const api = stubProduct();
    renderStorefront('/products/5');
    const field = await screen.findByLabelText('Промокод');
    await userEvent.type(field, 'save100');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(api.to('POST', '/shop/coupon-check').at(-1)?.body).toEqual({
        code: 'SAVE100',
        product_id: 5,
      }),
    );
    const asked = api.to('POST', '/shop/coupon-check').length;
    await userEvent.clear(field);
    await userEvent.type(field, 'скидка!');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Промокод недействителен')).toBeInTheDocument();
    expect(api.to('POST', '/shop/coupon-check')).toHaveLength(asked);
  });

  it("shows the coupon check's reason", async () => {
    stubProduct(makeProduct(), {
      'POST /shop/coupon-check': jsonResponse(200, {
        valid: false,
        detail: 'Срок действия купона истёк',
      }),
    });
    renderStorefront('/products/5');
    await userEvent.type(await screen.findByLabelText('Промокод'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Срок действия купона истёк')).toBeInTheDocument();
    expect(summary()).not.toHaveTextContent('Промокод');
  });

  it("asks once for a customer's automatic coupon and fills the field from 'Доступные промокоды'", async () => {
    const spring = deferred();
    const api = stubProduct(makeProduct(), {
      // Without a code: the automatic coupon; SPRING's check answers when the test says so.
      'POST /shop/coupon-check': (call: { body: { code?: string } }) =>
        call.body.code === 'SPRING'
          ? spring.respond()
          : jsonResponse(200, {
              valid: true,
              coupon: makeCoupon({ code: 'AUTO5', coupon_type: 'percentage', discount_value: 5 }),
              requires_approval: false,
            }),
      'GET /shop/coupons': jsonResponse(200, [
        {
          code: 'SPRING',
          name: 'Весна',
          description: '',
          coupon_type: 'percentage',
          discount_value: 10,
          minimum_purchase_amount: 0,
          valid_until: null,
        },
      ]),
    });
    renderStorefront('/products/5');
    expect(
      await screen.findByText('Промокод «AUTO5» применён автоматически: −50 ₽'),
    ).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Итого: 950 ₽');
    expect(api.to('POST', '/shop/coupon-check').map((c) => c.body)).toEqual([
      { product_id: 5, quantity: 1, city_id: 4 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Ввести промокод SPRING' }));
    expect(screen.getByLabelText('Промокод')).toHaveValue('SPRING');
    // A typed code is not the automatic one until it is checked.
    expect(summary()).toHaveTextContent(/Итого: 1\s000\s₽/);
    // The chip's code is checked at once; meanwhile 'Купить' waits for the new summary.
    expect(screen.getByRole('button', { name: 'Расчёт суммы...' })).toBeDisabled();
    spring.answer(
      jsonResponse(200, {
        valid: true,
        coupon: makeCoupon({ code: 'SPRING', coupon_type: 'percentage', discount_value: 10 }),
        requires_approval: false,
      }),
    );
    await waitFor(() => expect(summary()).toHaveTextContent('Итого: 900 ₽'));
    expect(screen.getByRole('button', { name: 'Купить' })).toBeEnabled();
  });

  it('says a product that is not on sale is not found, with the way back', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products/5': jsonResponse(404, { detail: 'Товар не найден' }),
    });
    renderStorefront('/products/5', null);
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко всем товарам' })).toHaveAttribute(
      'href',
      '/products?city=4',
    );
  });
});

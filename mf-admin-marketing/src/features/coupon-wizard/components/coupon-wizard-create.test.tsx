import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

type User = ReturnType<typeof userEvent.setup>;

function stub(create: Routes[string]) {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': jsonResponse(200, page('coupons', [])),
    'GET /coupons/usage': jsonResponse(200, page('usages', [])),
    'POST /coupons/coupons': create,
  });
}

const next = () => screen.getByRole('button', { name: 'Далее' });
const field = (label: string) => screen.getByLabelText(label);

/** Walks the six steps with a 15% coupon capped at 500 ₽, June 2026, stackable. */
async function fillWizard(user: User) {
  renderAdminApp('/admin/coupons?tab=create');
  await user.type(await screen.findByLabelText('Название'), '  Июньская акция ');
  await user.type(field('Описание'), 'Для постоянных');
  await user.click(next());
  await user.clear(field('Размер скидки, %'));
  await user.type(field('Размер скидки, %'), '15');
  await user.clear(field('Максимальная скидка, ₽'));
  await user.type(field('Максимальная скидка, ₽'), '500');
  await user.click(next());
  await user.clear(field('Код купона'));
  await user.type(field('Код купона'), 'june15');
  await user.click(next());
  await user.clear(field('Минимальная сумма заказа, ₽'));
  await user.type(field('Минимальная сумма заказа, ₽'), '1000');
  await user.click(next());
  fireEvent.change(field('Действует с'), { target: { value: '2026-06-01' } });
  fireEvent.change(field('Действует до'), { target: { value: '2026-06-30' } });
  await user.click(next());
  await user.click(screen.getByRole('switch', { name: 'Суммируется с другими' }));
}

describe('coupon wizard: create', () => {
  it('sends every field, says so and returns to the overview', async () => {
    const api = stub(jsonResponse(201, makeCoupon({ id: 9, code: 'JUNE15' })));
    const user = userEvent.setup();
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    expect(await screen.findByText('🎉 Купон создан успешно!')).toBeInTheDocument();
    expect(api.to('POST', '/coupons/coupons').map((c) => c.body)).toEqual([
      {
        code: 'JUNE15',
        name: 'Июньская акция',
        description: 'Для постоянных',
        coupon_type: 'percentage',
        discount_value: 15,
        minimum_purchase_amount: 1000,
        maximum_discount_amount: 500,
        usage_limit: 100,
        usage_limit_per_user: 1,
        valid_from: new Date('2026-06-01T00:00:00').toISOString(),
        valid_until: new Date('2026-06-30T23:59:59.999').toISOString(),
        is_public: true,
        requires_approval: false,
        auto_apply: false,
        stackable: true,
      },
    ]);
    expect(location()).toBe('/admin/coupons');
    // The summary is asked again, so the new coupon is counted.
    await waitFor(() => expect(api.to('GET', '/coupons/stats').length).toBeGreaterThan(1));
  });

  it('sends no maximum for a fixed coupon, nor for a maximum of 0', async () => {
    const api = stub(jsonResponse(201, makeCoupon()));
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=create');
    await user.type(await screen.findByLabelText('Название'), 'Подарок');
    await user.type(field('Описание'), '300 рублей');
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    await user.clear(field('Размер скидки, ₽'));
    await user.type(field('Размер скидки, ₽'), '300');
    for (let i = 0; i < 4; i += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    await screen.findByText('🎉 Купон создан успешно!');
    const body = api.to('POST', '/coupons/coupons')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      coupon_type: 'fixed',
      discount_value: 300,
      maximum_discount_amount: null,
      valid_until: null,
    });
    expect(body.code).toMatch(/^PODAROK\d{3}$/);
  });

  it("shows the server's detail for a duplicate code and keeps the form", async () => {
    stub(jsonResponse(400, { detail: 'Купон с кодом JUNE15 уже существует' }));
    const user = userEvent.setup();
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    const alert = await within(screen.getByRole('form')).findByRole('alert');
    expect(alert).toHaveTextContent(
      '❌ Ошибка создания купона: Купон с кодом JUNE15 уже существует',
    );
    expect(screen.getByText('Шаг 6 из 6')).toBeInTheDocument();
    expect(location()).toBe('/admin/coupons?tab=create');

    // The code can be corrected on its step and sent again.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(field('Код купона')).toHaveValue('JUNE15');
  });

  it("a schema refusal (422) gives spec 8's validation message", async () => {
    stub(
      jsonResponse(422, {
        detail: [{ loc: ['body', 'code'], msg: 'too long', type: 'maxLength' }],
      }),
    );
    const user = userEvent.setup();
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(
      '❌ Ошибка валидации данных. Проверьте заполненные поля.',
    );
  });
});

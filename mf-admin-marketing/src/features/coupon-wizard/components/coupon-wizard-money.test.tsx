import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';
import { field, next, type User } from '../testing/wizard-driver';

function stub() {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': jsonResponse(200, page('coupons', [])),
    'GET /coupons/usage': jsonResponse(200, page('usages', [])),
    'POST /coupons/coupons': jsonResponse(201, makeCoupon()),
  });
}

async function toDiscountStep() {
  const user = userEvent.setup({ delay: null });
  renderAdminApp('/admin/coupons?tab=create');
  await user.type(await screen.findByLabelText('Название'), 'Подарок');
  await user.type(field('Описание'), 'Рубли');
  await user.click(next());
  return user;
}

async function retype(user: User, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

const plain = (node: Element) => (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const preview = () => plain(screen.getByTestId('coupon-preview'));
const example = () => plain(screen.getByRole('complementary', { name: 'Предпросмотр' }));

describe('coupon wizard: money with a decimal comma (issue 20, point 10)', () => {
  it("'Размер скидки' 150,50 is 150,50 ₽ in the preview, not 15 050 ₽", async () => {
    stub();
    const user = await toDiscountStep();
    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    const value = field('Размер скидки, ₽');
    expect(value).toHaveAttribute('type', 'text');
    expect(value).toHaveAttribute('inputmode', 'decimal');
    await retype(user, 'Размер скидки, ₽', '150,50');
    expect(preview()).toBe('Скидка 150,50₽');
    expect(example()).toContain('Заказ на 1 000 ₽: скидка 150,50 ₽');
    await retype(user, 'Размер скидки, ₽', '1 490,50');
    expect(preview()).toBe('Скидка 1 490,50₽');
    // The discount is never more than the order.
    expect(example()).toContain('скидка 1 000 ₽');
  });

  it('sends the fixed size, the minimum and the maximum exactly, typed either way', async () => {
    const api = stub();
    const user = await toDiscountStep();
    await retype(user, 'Максимальная скидка, ₽', '1 490,50');
    expect(preview()).toBe('Скидка 10% (не более 1 490,50 ₽)');
    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    await retype(user, 'Размер скидки, ₽', '250,50');
    await user.click(next());
    await user.click(next());
    expect(field('Минимальная сумма заказа, ₽')).toHaveAttribute('inputmode', 'decimal');
    await retype(user, 'Минимальная сумма заказа, ₽', '1490.50');
    for (let i = 0; i < 2; i += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    await waitFor(() => expect(api.to('POST', '/coupons/coupons')).toHaveLength(1));
    expect(api.to('POST', '/coupons/coupons')[0]?.body).toMatchObject({
      coupon_type: 'fixed',
      discount_value: 250.5,
      minimum_purchase_amount: 1490.5,
      // A fixed discount has no maximum, whatever was typed for a percentage.
      maximum_discount_amount: null,
    });
  });

  it("sends the percentage's maximum typed with a space and a comma", async () => {
    const api = stub();
    const user = await toDiscountStep();
    await retype(user, 'Размер скидки, %', '12,5');
    await retype(user, 'Максимальная скидка, ₽', '1 490,50');
    await user.click(next());
    await user.click(next());
    await retype(user, 'Минимальная сумма заказа, ₽', '250,50');
    for (let i = 0; i < 2; i += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Создать купон' }));
    await waitFor(() => expect(api.to('POST', '/coupons/coupons')).toHaveLength(1));
    expect(api.to('POST', '/coupons/coupons')[0]?.body).toMatchObject({
      coupon_type: 'percentage',
      discount_value: 12.5,
      maximum_discount_amount: 1490.5,
      minimum_purchase_amount: 250.5,
    });
  });

  it('refuses an amount with three decimals, and says how to write one', async () => {
    stub();
    const user = await toDiscountStep();
    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    await retype(user, 'Размер скидки, ₽', '150,505');
    expect(
      screen.getByText(
        'Сумма — число в рублях, не более двух знаков после запятой: например, 1 490,50',
      ),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.queryByTestId('coupon-preview')).not.toBeInTheDocument();
  });
});

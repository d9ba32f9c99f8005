import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

async function generateFixed(typed: string) {
  const api = stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'POST /coupons/coupons': jsonResponse(201, makeCoupon()),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminApp('/admin/coupons?tab=generate');
  await screen.findByRole('form', { name: 'Генерация купонов' });
  await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
  const value = screen.getByRole('textbox', { name: 'Размер скидки, ₽' });
  expect(value).toHaveAttribute('inputmode', 'decimal');
  await user.clear(value);
  await user.type(value, typed);
  await user.clear(screen.getByLabelText('Количество'));
  await user.type(screen.getByLabelText('Количество'), '2');
  await user.type(screen.getByLabelText('Префикс'), 'gift');
  await user.click(screen.getByRole('button', { name: 'Сгенерировать' }));
  return api;
}

describe('bulk generator: a fixed discount typed with a decimal comma (issue 20)', () => {
  it.each([
    ['250,50', 250.5],
    ['1 490,50', 1490.5],
    ['1490.50', 1490.5],
  ])('%s makes coupons of %d roubles', async (typed, roubles) => {
    const api = await generateFixed(typed);
    expect(await screen.findByText('Успешно создано 2 из 2 купонов!')).toBeInTheDocument();
    const bodies = api.to('POST', '/coupons/coupons').map((call) => call.body);
    expect(bodies).toEqual([
      expect.objectContaining({ code: 'GIFT001', coupon_type: 'fixed', discount_value: roubles }),
      expect.objectContaining({ code: 'GIFT002', coupon_type: 'fixed', discount_value: roubles }),
    ]);
  });

  it('refuses three decimals of a rouble and sends nothing', async () => {
    const api = await generateFixed('250,505');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сумма — число в рублях, не более двух знаков после запятой',
    );
    await waitFor(() => expect(api.to('POST', '/coupons/coupons')).toHaveLength(0));
  });
});

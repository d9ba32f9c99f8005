import { jsonResponse } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { box, openEdit, save, setup, spin, stubCoupons, used } from '../testing/coupon-driver';

describe('editing a used coupon', () => {
  it('keeps its discount and its limit at or above its uses', async () => {
    const api = stubCoupons({ 'PUT /coupons/coupons/5': jsonResponse(200, used) });
    const user = setup();
    const dialog = await openEdit(user, 'VIP50');
    expect(within(dialog).getByRole('radio', { name: 'Процент' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' })).toBeDisabled();
    const value = box(dialog, /Размер скидки, %/);
    expect(value).toHaveValue('50');
    expect(value).toBeDisabled();
    expect(value).toHaveAccessibleDescription(
      'Купон уже использовался: тип и размер скидки не меняются',
    );
    const cap = box(dialog, /Максимальная скидка/);
    expect(cap).toHaveValue('2000');
    expect(cap).toBeDisabled();

    const limit = spin(dialog, 'Лимит использований');
    expect(limit).toHaveAccessibleDescription(
      'Не меньше 3: столько раз купон уже использован. Пусто — без ограничения',
    );
    await user.clear(limit);
    await user.type(limit, '2');
    expect(limit).toHaveAccessibleDescription('Лимит не может быть меньше числа использований');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    await save(user, dialog);
    expect(limit).toHaveFocus();
    expect(api.to('PUT', '/coupons/coupons/5')).toEqual([]);

    await user.clear(limit);
    await user.type(limit, '3');
    await user.type(box(dialog, /^Название/), '!');
    await save(user, dialog);
    await waitFor(() => expect(api.to('PUT', '/coupons/coupons/5')).toHaveLength(1));
    // Nothing of the discount is sent, so nothing for the server to refuse.
    expect(api.to('PUT', '/coupons/coupons/5')[0]?.body).toEqual({
      name: 'Для своих!',
      usage_limit: 3,
    });
    expect(await screen.findByText('Купон VIP50 изменён')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    // The per-customer uses are the server's to know: only it can refuse this one.
    const detail = 'Лимит на пользователя не может быть меньше использований одного покупателя (2)';
    const api = stubCoupons({ 'PUT /coupons/coupons/5': jsonResponse(400, { detail }) });
    const user = setup();
    const dialog = await openEdit(user, 'VIP50');
    const limit = spin(dialog, 'Лимит на пользователя');
    expect(limit).toHaveValue(3);
    await user.clear(limit);
    await user.type(limit, '1');
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(api.to('PUT', '/coupons/coupons/5')[0]?.body).toEqual({ usage_limit_per_user: 1 });
    expect(limit).toHaveValue(1);
    expect(screen.getByRole('dialog', { name: 'Изменить купон VIP50' })).toBeInTheDocument();
    expect(api.to('PUT', '/coupons/coupons/5')).toHaveLength(1);
    // Changing a field clears the refusal, which no longer applies.
    await user.type(limit, '2');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("says a 422's messages", async () => {
    stubCoupons({
      'PUT /coupons/coupons/5': jsonResponse(422, {
        detail: [{ loc: ['body', 'name'], msg: 'Название слишком длинное', type: 'maxLength' }],
      }),
    });
    const user = setup();
    const dialog = await openEdit(user, 'VIP50');
    await user.type(box(dialog, /^Название/), '!');
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Название слишком длинное');
  });
});

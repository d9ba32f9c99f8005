import { jsonResponse } from '@storefront/shared/testing';
import { deferred } from '@storefront/shared/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { box, openEdit, save, setup, spin, stubCoupons, unused } from '../testing/coupon-driver';

describe('editing a coupon nobody has used', () => {
  it('opens with its values, sends only what changed, says so and reloads the list', async () => {
    const api = stubCoupons({ 'PUT /coupons/coupons/4': jsonResponse(200, unused) });
    const user = setup();
    const dialog = await openEdit(user, 'SPRING5');

    const code = within(dialog).getByRole('textbox', { name: 'Код купона' });
    expect(code).toHaveValue('SPRING5');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription(
      'Код купона не меняется: покупатели уже могли его получить',
    );
    expect(box(dialog, /^Название/)).toHaveValue('Весна');
    expect(box(dialog, /^Описание/)).toHaveValue('Для подписчиков');
    expect(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Процент' })).toBeEnabled();
    const value = box(dialog, /Размер скидки, ₽/);
    expect(value).toHaveValue('150');
    expect(value).toBeEnabled();
    // A fixed discount has no cap to show.
    expect(within(dialog).queryByRole('textbox', { name: /Максимальная скидка/ })).toBeNull();
    expect(box(dialog, /Минимальная сумма заказа/)).toHaveValue('1000');
    expect(spin(dialog, 'Лимит использований')).toHaveValue(50);
    expect(spin(dialog, 'Лимит на пользователя')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Действует с')).toHaveValue('2026-05-01');
    expect(within(dialog).getByLabelText('Действует до')).toHaveValue('2026-05-31');
    expect(within(dialog).getByRole('switch', { name: 'Публичный' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Требует подтверждения' })).not.toBeChecked();
    expect(
      within(dialog).getByRole('switch', { name: 'Применять автоматически' }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Суммируется с другими' })).toBeChecked();

    const loads = api.to('GET', '/coupons/coupons').length;
    await user.clear(value);
    await user.type(value, '200,50');
    await save(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/coupons/coupons/4').map((call) => call.body)).toEqual([
      { discount_value: 200.5 },
    ]);
    expect(await screen.findByText('Купон SPRING5 изменён')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/coupons/coupons').length).toBeGreaterThan(loads));
    expect(api.to('GET', '/coupons/stats').length).toBeGreaterThan(1);
  });

  it('sends once however often "Сохранить" or Enter is pressed', async () => {
    const answer = deferred();
    const api = stubCoupons({ 'PUT /coupons/coupons/4': answer.respond });
    const user = setup();
    const dialog = await openEdit(user, 'SPRING5');
    await user.click(within(dialog).getByRole('switch', { name: 'Публичный' }));
    const button = within(dialog).getByRole('button', { name: 'Сохранить' });
    // A click, then Enter in a field before the first answer: the form is sent again.
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(within(dialog).getByRole('button', { name: /Сохранить/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    expect(api.to('PUT', '/coupons/coupons/4').map((call) => call.body)).toEqual([
      { is_public: true },
    ]);
    answer.answer(jsonResponse(200, unused));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/coupons/coupons/4')).toHaveLength(1);
  });

  it("shows the wizard's checks and sends nothing while a field is wrong", async () => {
    const api = stubCoupons();
    const user = setup();
    const dialog = await openEdit(user, 'SPRING5');
    await user.clear(box(dialog, /^Название/));
    await user.type(box(dialog, /^Название/), 'Ве');
    await user.clear(box(dialog, /Размер скидки, ₽/));
    await user.type(box(dialog, /Размер скидки, ₽/), '12,345');
    await save(user, dialog);
    expect(dialog).toHaveTextContent('Название должно содержать минимум 3 символа');
    expect(dialog).toHaveTextContent('не более двух знаков после запятой');
    expect(box(dialog, /^Название/)).toHaveFocus();
    expect(api.to('PUT', '/coupons/coupons/4')).toEqual([]);
  });

  it('an emptied limit is no limit, and "Отмена" closes without a word or a call', async () => {
    const api = stubCoupons({ 'PUT /coupons/coupons/4': jsonResponse(200, unused) });
    const user = setup();
    let dialog = await openEdit(user, 'SPRING5');
    await user.clear(spin(dialog, 'Лимит использований'));
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/coupons/coupons/4')).toEqual([]);

    // Opened again, it starts from the coupon, not from what was typed before.
    await user.click(screen.getByRole('button', { name: 'Изменить купон SPRING5' }));
    dialog = await screen.findByRole('dialog', { name: 'Изменить купон SPRING5' });
    const limit = spin(dialog, 'Лимит использований');
    expect(limit).toHaveValue(50);
    expect(limit).toHaveAccessibleDescription('Пусто — без ограничения');
    await user.clear(limit);
    await save(user, dialog);
    await waitFor(() => expect(api.to('PUT', '/coupons/coupons/4')).toHaveLength(1));
    expect(api.to('PUT', '/coupons/coupons/4')[0]?.body).toEqual({ usage_limit: null });
  });
});

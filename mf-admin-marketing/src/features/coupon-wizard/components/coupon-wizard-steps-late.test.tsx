import { fireEvent, screen, within } from '@testing-library/react';
import { field, goToStep, next, openWizard, passBasics, retype } from '../testing/wizard-driver';

describe('coupon wizard: steps 4 to 6 and cancel', () => {
  it('step 4: defaults, and each limit says what is wrong', async () => {
    const user = await openWizard();
    await passBasics(user);
    await goToStep(user, 4);
    expect(screen.getByText('Шаг 4 из 6')).toBeInTheDocument();
    expect(field('Минимальная сумма заказа, ₽')).toHaveValue('0');
    expect(field('Лимит использований')).toHaveValue(100);
    expect(field('Лимит на пользователя')).toHaveValue(1);
    expect(next()).toBeEnabled();

    for (const [label, value, message] of [
      ['Минимальная сумма заказа, ₽', '-1', 'Минимальная сумма не может быть отрицательной'],
      ['Лимит использований', '0', 'Лимит использований должен быть больше 0'],
      ['Лимит на пользователя', '0', 'Лимит на пользователя должен быть больше 0'],
    ] as const) {
      const before = (field(label) as HTMLInputElement).value;
      await retype(user, label, value);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(next()).toBeDisabled();
      await retype(user, label, before);
      expect(next()).toBeEnabled();
    }
    await user.clear(field('Лимит использований'));
    expect(next()).toBeDisabled();
  });

  it('step 5: starts today with no end; an end before the start is refused', async () => {
    const user = await openWizard();
    await passBasics(user);
    await goToStep(user, 5);
    expect(screen.getByText('Шаг 5 из 6')).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(field('Действует с')).toHaveValue(iso);
    expect(field('Действует до')).toHaveValue('');
    expect(next()).toBeEnabled();

    fireEvent.change(field('Действует с'), { target: { value: '2026-06-10' } });
    fireEvent.change(field('Действует до'), { target: { value: '2026-06-01' } });
    expect(screen.getByText('Дата окончания должна быть позже даты начала')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    fireEvent.change(field('Действует до'), { target: { value: '2026-06-30' } });
    expect(next()).toBeEnabled();
  });

  it('step 6: the flags start public only; hints show on hover', async () => {
    const user = await openWizard();
    await passBasics(user);
    await goToStep(user, 6);
    expect(screen.getByText('Шаг 6 из 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Далее' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать купон' })).toBeEnabled();
    expect(
      within(screen.getByRole('form'))
        .getAllByRole('switch')
        .map((s) => (s as HTMLInputElement).checked),
    ).toEqual([true, false, false, false]);
    await user.hover(screen.getByRole('button', { name: 'Подсказка: Суммируется с другими' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Можно сочетать с другими купонами',
    );
  });

  it('cancel returns to the overview tab', async () => {
    const user = await openWizard();
    await user.type(field('Название'), 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('tab', { name: 'Обзор' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/coupons$/);
  });
});

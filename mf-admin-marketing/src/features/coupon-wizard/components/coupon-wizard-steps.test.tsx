import { screen } from '@testing-library/react';
import { back, field, next, openWizard, passBasics, retype } from '../testing/wizard-driver';

describe('coupon wizard: steps 1 to 3', () => {
  it('step 1: progress reads "Шаг 1 из 6", Back is disabled, a short name is refused', async () => {
    const user = await openWizard();
    expect(screen.getByRole('progressbar', { name: 'Шаг 1 из 6' })).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.type(field('Название'), 'ab');
    await user.type(field('Описание'), 'Что-то');
    expect(screen.getByText('Название должно содержать минимум 3 символа')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(field('Название'), 'c');
    expect(screen.queryByText(/минимум 3 символа/)).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('step 1: the description is required too', async () => {
    const user = await openWizard();
    await user.type(field('Название'), 'Летняя распродажа');
    expect(next()).toBeDisabled();
  });

  it('step 2: starts on 10%, refuses 0 and more than 100%, maximum only for a percentage', async () => {
    const user = await openWizard();
    await passBasics(user);
    expect(screen.getByText('Шаг 2 из 6')).toBeInTheDocument();
    expect(back()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Процент' })).toBeChecked();
    expect(field('Размер скидки, %')).toHaveValue('10');
    expect(field('Максимальная скидка, ₽')).toHaveValue('0');

    await retype(user, 'Размер скидки, %', '0');
    expect(screen.getByText('Размер скидки должен быть больше 0')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await retype(user, 'Размер скидки, %', '150');
    expect(screen.getByText('Процентная скидка не может быть больше 100%')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    expect(screen.queryByLabelText('Максимальная скидка, ₽')).not.toBeInTheDocument();
    expect(field('Размер скидки, ₽')).toHaveValue('150');
    expect(next()).toBeEnabled();
  });

  it('step 2: the preview reads "Скидка N%" with its maximum, or "Скидка N₽"', async () => {
    const user = await openWizard();
    await passBasics(user);
    const preview = () => screen.getByTestId('coupon-preview');
    const example = () => screen.getByRole('complementary', { name: 'Предпросмотр' });
    expect(preview()).toHaveTextContent(/^Скидка 10%$/);
    expect(example()).toHaveTextContent(/Заказ на 1\s000\s₽: скидка 100\s₽/);

    await retype(user, 'Размер скидки, %', '15');
    await retype(user, 'Максимальная скидка, ₽', '120');
    expect(preview()).toHaveTextContent(/^Скидка 15% \(не более 120\s₽\)$/);
    expect(example()).toHaveTextContent(/скидка 120\s₽/);

    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    await retype(user, 'Размер скидки, ₽', '300');
    expect(preview()).toHaveTextContent(/^Скидка 300₽$/);
  });

  it('step 3: the code is made from the name; typing uppercases; only A-Z and 0-9', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.042);
    const user = await openWizard();
    await passBasics(user);
    await user.click(next());
    expect(screen.getByText('Шаг 3 из 6')).toBeInTheDocument();
    expect(field('Код купона')).toHaveValue('LETNYAYA042');

    await retype(user, 'Код купона', 'summer-1');
    expect(field('Код купона')).toHaveValue('SUMMER-1');
    expect(
      screen.getByText('Код должен содержать только заглавные буквы и цифры'),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await retype(user, 'Код купона', 'summer1');
    expect(field('Код купона')).toHaveValue('SUMMER1');
    expect(next()).toBeEnabled();

    // A typed code is kept when the name changes afterwards.
    await user.click(back());
    await user.click(back());
    await user.type(field('Название'), ' 2');
    await user.click(next());
    await user.click(next());
    expect(field('Код купона')).toHaveValue('SUMMER1');
  });
});

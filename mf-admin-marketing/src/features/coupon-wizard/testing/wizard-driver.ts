import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

export const next = () => screen.getByRole('button', { name: 'Далее' });
export const back = () => screen.getByRole('button', { name: 'Назад' });
export const field = (label: string | RegExp) => screen.getByLabelText(label);

/** The wizard tab with every call left unanswered (the steps need none). */
export async function openWizard() {
  jest.spyOn(globalThis, 'fetch').mockImplementation(never);
  const user = userEvent.setup();
  renderAdminApp('/admin/coupons?tab=create');
  await screen.findByText('Шаг 1 из 6');
  return user;
}

export async function retype(user: User, label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

/** Fills step 1 with good values and moves on to step 2. */
export async function passBasics(user: User) {
  await user.type(field('Название'), 'Летняя распродажа');
  await user.type(field('Описание'), 'Скидка на всё');
  await user.click(next());
}

/** From step 2, presses 'Далее' until step `step` (the defaults pass every step). */
export async function goToStep(user: User, step: number) {
  for (let current = 2; current < step; current += 1) await user.click(next());
}

import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { back, field, next, passBasics } from '../testing/wizard-driver';
import { WIZARD_TEXTS } from '../utils/wizard-texts';

/** The wizard tab; unmounting it and opening it again is what a reload, Back or Forward do. */
async function openTab() {
  const app = renderAdminApp('/admin/coupons?tab=create');
  await screen.findByText(/^Шаг \d из 6$/);
  return app;
}

describe('coupon wizard: the draft', () => {
  beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(never));

  it('says the draft is kept, and opened again it has the values and the step', async () => {
    const user = userEvent.setup();
    const first = await openTab();
    expect(screen.getByText(WIZARD_TEXTS.draftKept)).toBeInTheDocument();
    await passBasics(user);
    await user.clear(field('Размер скидки, %'));
    await user.type(field('Размер скидки, %'), '25');
    first.unmount();

    await openTab();
    expect(screen.getByText('Шаг 2 из 6')).toBeInTheDocument();
    expect(field('Размер скидки, %')).toHaveValue('25');
    await user.click(back());
    expect(field('Название')).toHaveValue('Летняя распродажа');
    expect(field('Описание')).toHaveValue('Скидка на всё');
    expect(next()).toBeEnabled();
  });

  it('"Отмена" drops the draft', async () => {
    const user = userEvent.setup();
    const first = await openTab();
    await user.type(field('Название'), 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    first.unmount();

    await openTab();
    expect(field('Название')).toHaveValue('');
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProgram, referralStats } from '../../../testing/fixtures';

function stub() {
  return stubApi({
    'GET /referrals/stats': jsonResponse(200, referralStats),
    'GET /referrals/programs': jsonResponse(200, page('programs', [makeProgram()])),
    'POST /referrals/programs': jsonResponse(201, makeProgram({ id: 2 })),
  });
}

async function typeReward(typed: string) {
  const user = userEvent.setup({ delay: null });
  await renderAdminList('/admin/referrals?tab=programs', 'Программы');
  await user.click(screen.getByRole('button', { name: 'Создать программу' }));
  const dialog = screen.getByRole('dialog', { name: 'Новая реферальная программа' });
  const reward = within(dialog).getByRole('textbox', { name: 'Вознаграждение, ₽' });
  // Text with the phone's decimal keyboard, not a number input that misreads '250,50'.
  expect(reward).toHaveAttribute('type', 'text');
  expect(reward).toHaveAttribute('inputmode', 'decimal');
  await user.type(within(dialog).getByLabelText('Название'), 'Весна');
  await user.clear(reward);
  await user.type(reward, typed);
  await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
  return dialog;
}

describe("'Вознаграждение, ₽' reads money as the shop does (issue 20, point 10)", () => {
  it.each([
    ['250,50', 250.5],
    ['1 490,50', 1490.5],
    ['1490.50', 1490.5],
  ])('%s is sent as %d roubles, never 25050', async (typed, sent) => {
    const api = stub();
    await typeReward(typed);
    await waitFor(() => expect(api.to('POST', '/referrals/programs')).toHaveLength(1));
    expect(api.to('POST', '/referrals/programs')[0]?.body).toMatchObject({ reward_amount: sent });
  });

  it('refuses what is not an amount, three decimals included', async () => {
    const api = stub();
    const dialog = await typeReward('12,345');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Укажите вознаграждение в рублях, не более двух знаков после запятой: например, 250,50',
    );
    expect(api.to('POST', '/referrals/programs')).toHaveLength(0);
  });
});

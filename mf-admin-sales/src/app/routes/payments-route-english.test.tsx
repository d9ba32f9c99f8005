import { jsonResponse } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inEnglish } from '../../testing/english';
import { makeEntry, page } from '../../testing/fixtures';
import { renderAdminApp } from '../../testing/render-admin-app';

inEnglish();

it('shows the finance log and the adjustment dialog in English', async () => {
  stubApi({
    'GET /admin/ledger': jsonResponse(
      200,
      page('entries', [makeEntry({ type: 'adjustment', amount: '-250.50', created_by: 'boss' })]),
    ),
  });
  const user = userEvent.setup();
  renderAdminApp('/admin/payments');
  const list = await screen.findByRole('list', { name: 'Finance log entries' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finance log');
  const row = within(list).getByRole('listitem');
  expect(within(row).getByText('Adjustment')).toBeInTheDocument();
  expect(row).toHaveTextContent('By: boss');
  expect(
    within(row)
      .getByTestId('ledger-amount')
      .textContent?.replace(/\u00a0/g, ' '),
  ).toBe('−RUB 250.50');
  await user.click(screen.getByRole('button', { name: 'Credit or debit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Credit or debit' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(dialog).toHaveTextContent('Enter the reason');
});

import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { makeLedgerEntry, page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment } from '../../testing/fixtures';

inEnglish();

it('shows the finance log and the adjustment dialog in English', async () => {
  stubApi({
    'GET /admin/ledger': jsonResponse(
      200,
      page('entries', [
        makeLedgerEntry({ type: 'adjustment', amount: '-250.50', created_by: 'boss' }),
      ]),
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

it("words the system's ledger rows in English, and keeps an admin's reason as written", async () => {
  stubApi({
    'GET /admin/ledger': jsonResponse(
      200,
      page('entries', [
        makeLedgerEntry({ id: 1, type: 'refund', amount: '750.00', order_number: 1001 }),
        makeLedgerEntry({ id: 2, type: 'referral_reward', amount: '100.00', order_number: 1009 }),
        makeLedgerEntry({
          id: 3,
          type: 'adjustment',
          comment: 'Ошибка оператора',
          created_by: 'boss',
        }),
      ]),
    ),
  });
  renderAdminApp('/admin/payments');
  const list = await screen.findByRole('list', { name: 'Finance log entries' });
  const [refund, reward, adjustment] = within(list).getAllByRole('listitem');
  expect(refund).toHaveTextContent('Order No. 1001 canceled');
  expect(reward).toHaveTextContent('Referral reward for order No. 1009');
  expect(adjustment).toHaveTextContent('Ошибка оператора');
  expect(list).not.toHaveTextContent(/Отмена|Реферальное/);
});

it('shows the payments tab, its statuses, gateways and filters in English', async () => {
  const api = stubApi({
    'GET /admin/payments': jsonResponse(
      200,
      page('payments', [
        makePayment(),
        makePayment({ id: 'p2', provider: 'test', status: 'pending', provider_payment_id: null }),
      ]),
    ),
  });
  const user = userEvent.setup();
  renderAdminApp('/admin/payments?tab=payments');
  const list = await screen.findByRole('list', { name: "Customers' payments" });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finance log');
  expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Transactions' })).toBeInTheDocument();
  const [paid, pending] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(
    within(paid)
      .getByTestId('payment-amount')
      .textContent?.replace(/\u00a0/g, ' '),
  ).toBe('RUB 1,490.50');
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  expect(paid).toHaveTextContent('Via: YooKassa');
  expect(paid).toHaveTextContent('Payment system ID:');
  expect(within(paid).getByRole('button', { name: 'Copy: Payment ID' })).toBeInTheDocument();
  expect(within(pending).getByText('Awaiting payment')).toBeInTheDocument();
  expect(pending).toHaveTextContent('Via: Test');
  expect(pending).toHaveTextContent('Payment system ID:none');
  await user.selectOptions(screen.getByLabelText('Payment system'), 'Test');
  await user.selectOptions(screen.getByLabelText('Status'), 'Canceled');
  expect(location()).toBe('/admin/payments?tab=payments&provider=test&status=canceled');
  expect(screen.getByRole('searchbox', { name: 'Search payments' })).toBeInTheDocument();
  expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en');
});

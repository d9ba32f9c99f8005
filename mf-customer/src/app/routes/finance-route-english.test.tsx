import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows } from '@storefront/shared/testing/lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ledgerOfIssue20,
  makeLedgerEntry,
  makePayment,
  makePaymentMode,
  makeReferralCode,
} from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, findPageText, stubFinanceApi } from '../../testing/shop-api';

describe('/user/finance in English', () => {
  inEnglish();

  it('words the page, the ledger, the invitation and the top-up limits in English', async () => {
    stubFinanceApi({
      'GET /finance/ledger': jsonResponse(
        200,
        page('entries', [
          makeLedgerEntry({
            type: 'purchase',
            amount: '-250.50',
            balance_after: '749.50',
            order_number: 1003,
          }),
        ]),
      ),
      'GET /payments/p-1': jsonResponse(200, makePayment({ id: 'p-1', status: 'succeeded' })),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance?payment=p-1');
    expect(await findPageHeading('My finances')).toBeInTheDocument();
    expect(await screen.findByText('Balance topped up by RUB 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top up balance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite a friend' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Balance operations' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Purchase');
    expect(row).toHaveTextContent('No. 1003');
    expect(row).toHaveTextContent('Balance: RUB 749.50');
    await user.type(screen.getByRole('textbox', { name: 'Amount, ₽' }), '50');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('The minimum top-up is RUB 100')).toBeInTheDocument();
  });

  it("says the stub's sentence in English for an empty ledger", async () => {
    stubFinanceApi();
    renderCustomerApp('/user/finance');
    expect(await findPageText('Your finances will appear here.')).toBeInTheDocument();
  });

  it("words the system's ledger rows in English, and keeps what people wrote as written", async () => {
    stubFinanceApi({
      'GET /finance/ledger': jsonResponse(200, page('entries', ledgerOfIssue20())),
    });
    renderCustomerApp('/user/finance');
    const list = await screen.findByRole('list', { name: 'Balance operations' }, FIRST_LOAD);
    const facts = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelectorAll('p')[1]?.textContent?.replace(/^[^·]*(· )?/, ''));
    expect(facts).toEqual([
      'Order No. 1001 canceled',
      'Referral reward for order No. 1009',
      '',
      'No. 1003',
      'Ошибка при зачислении, см. тикет № 12',
      'No. 990 · Отмена заказа № 990',
    ]);
  });

  it('lists the top-ups in English and asks in English before cancelling one', async () => {
    stubFinanceApi({
      'GET /payments/my': jsonResponse(
        200,
        page('payments', [
          makePayment({ id: 'p-3', amount: '1490.50' }),
          makePayment({ id: 'p-2', status: 'succeeded', paid_at: '2026-11-22T12:01:00Z' }),
          makePayment({ id: 'p-1', status: 'canceled' }),
        ]),
      ),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    expect(await findPageHeading('My top-ups')).toBeVisible();
    const rows = await findRows('Balance top-ups');
    expect(
      rows.map((row) => within(row).getByText(/^(Awaiting payment|Paid|Canceled)$/).textContent),
    ).toEqual(['Awaiting payment', 'Paid', 'Canceled']);
    expect(rows[0]).toHaveTextContent('RUB 1,490.50');
    expect(rows[1]).toHaveTextContent('Credited');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Continue payment' }),
    ).toBeInTheDocument();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the payment?' });
    expect(dialog).toHaveTextContent(
      /The payment of RUB 1,490\.50 from .* will be canceled\. If you have already paid it, the money will still reach your balance\./,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel the payment' })).toBeEnabled();
  });

  it('says in English that the test provider charges nothing, and what an invitation earns', async () => {
    stubFinanceApi({
      'GET /shop/payment-mode': jsonResponse(
        200,
        makePaymentMode({ provider: 'test', test_mode: true }),
      ),
      'POST /referrals/my-code': jsonResponse(200, makeReferralCode({ reward_amount: 150.5 })),
    });
    renderCustomerApp('/user/finance');
    const topUp = await screen.findByRole('region', { name: 'Top up balance' }, FIRST_LOAD);
    expect(await within(topUp).findByText('Test mode: no money is charged')).toBeInTheDocument();
    const invite = screen.getByRole('region', { name: 'Invite a friend' });
    await waitFor(() =>
      expect(invite).toHaveTextContent(
        'Send a friend the link: they register with it, and you get RUB 150.50 once their first paid order is completed.',
      ),
    );
  });

  it('promises nothing in English while no referral program runs', async () => {
    stubFinanceApi({
      'POST /referrals/my-code': jsonResponse(200, makeReferralCode({ reward_amount: null })),
    });
    renderCustomerApp('/user/finance');
    const invite = await screen.findByRole('region', { name: 'Invite a friend' }, FIRST_LOAD);
    expect(
      await within(invite).findByText(
        'Invitations earn no reward right now: a friend can register with the link, but it will bring you nothing.',
      ),
    ).toBeInTheDocument();
    expect(invite).not.toHaveTextContent(/you get/);
  });
});

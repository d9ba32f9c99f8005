import { jsonResponse } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inEnglish } from '../../testing/english';
import { makeLedgerEntry, makePayment, page } from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, stubFinanceApi } from '../../testing/shop-api';

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
    expect(
      await screen.findByRole('heading', { name: 'My finances' }, FIRST_LOAD),
    ).toBeInTheDocument();
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
    expect(
      await screen.findByText('Your finances will appear here.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });
});

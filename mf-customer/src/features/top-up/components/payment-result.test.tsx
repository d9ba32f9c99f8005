import { refreshBalance } from '@storefront/shared/shop/balance';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { makeLedgerEntry, makePayment } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageText, location, stubFinanceApi } from '../../../testing/shop-api';

jest.mock('@storefront/shared/shop/balance', () => ({
  ...jest.requireActual('@storefront/shared/shop/balance'),
  refreshBalance: jest.fn(() => Promise.resolve()),
}));

const refresh = jest.mocked(refreshBalance);
beforeEach(() => refresh.mockClear());

describe('back from the payment page', () => {
  it("says 'Баланс пополнен на N ₽', refreshes the chip and the ledger, and drops ?payment", async () => {
    const ledger = page(
      'entries',
      [makeLedgerEntry({ amount: '1500.50', balance_after: '1500.50' })],
      {
        page: 2,
        pages: 2,
      },
    );
    const api = stubFinanceApi({
      'GET /payments/p-7': jsonResponse(
        200,
        makePayment({ id: 'p-7', status: 'succeeded', amount: '1500.50' }),
      ),
      'GET /finance/ledger': () => jsonResponse(200, ledger),
    });
    renderCustomerApp('/user/finance?payment=p-7&page=2');
    expect(await findPageText('Баланс пополнен на 1 500,50 ₽')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user/finance?page=2'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.to('GET', '/payments/p-7')).toHaveLength(1);
    // The message outlives the address it came from.
    expect(screen.getByText('Баланс пополнен на 1 500,50 ₽')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/finance/ledger').length).toBeGreaterThan(1));
  });

  it("says 'Оплата отменена' for a cancelled payment", async () => {
    stubFinanceApi({
      'GET /payments/p-8': jsonResponse(200, makePayment({ id: 'p-8', status: 'canceled' })),
    });
    renderCustomerApp('/user/finance?payment=p-8');
    expect(await findPageText('Оплата отменена')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user/finance'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Баланс пополнен/)).not.toBeInTheDocument();
  });

  it('keeps ?payment while the payment is pending, so a reload asks again', async () => {
    stubFinanceApi({ 'GET /payments/p-9': jsonResponse(200, makePayment({ id: 'p-9' })) });
    renderCustomerApp('/user/finance?payment=p-9');
    expect(
      await screen.findByText(/Платёж ещё обрабатывается/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(location()).toBe('/user/finance?payment=p-9');
    expect(refresh).not.toHaveBeenCalled();
  });

  it("says it could not find out for someone else's or an unknown payment", async () => {
    stubFinanceApi({ 'GET /payments/nope': jsonResponse(404, { detail: 'Платёж не найден' }) });
    renderCustomerApp('/user/finance?payment=nope');
    expect(
      await screen.findByText(/Не удалось узнать результат оплаты/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user/finance'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says nothing on an ordinary visit', async () => {
    const api = stubFinanceApi();
    renderCustomerApp('/user/finance');
    await screen.findByRole('heading', { name: 'Пополнить баланс' }, FIRST_LOAD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No payment is asked about; the list of top-ups (GET /payments/my) is the page's own.
    expect(
      api.calls.filter((call) => call.path.startsWith('/payments') && call.path !== '/payments/my'),
    ).toEqual([]);
    expect(api.to('GET', '/payments/my')).toHaveLength(1);
  });
});

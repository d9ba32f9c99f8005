import { refreshBalance } from '@storefront/shared/shop/balance';
import { jsonResponse } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor } from '@testing-library/react';
import { makePayment } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';

jest.mock('@storefront/shared/shop/balance', () => ({
  refreshBalance: jest.fn(() => Promise.resolve()),
}));
// Every few seconds in the shop; a tenth of a second here.
jest.mock('../utils/poll-interval', () => ({ PAYMENT_POLL_MS: 100 }));

const gatewayUrl = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f1c-0001';
const payment = makePayment({ provider: 'yookassa', confirmation_url: gatewayUrl });
const path = `/payments/${payment.id}`;
const mode = {
  'GET /shop/payment-mode': jsonResponse(200, { provider: 'yookassa', test_mode: false }),
};
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("the gateway's return page", () => {
  it('waits for the confirmation, asking again, with the way to the gateway and back', async () => {
    const api = stubApi({ ...mode, [`GET ${path}`]: jsonResponse(200, payment) });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByRole('heading', { name: 'Пополнение баланса' })).toBeInTheDocument();
    expect(screen.getByText('500 ₽')).toBeInTheDocument();
    // In a live region, so the change polling brings is heard.
    expect(
      screen.getByText('Ожидаем подтверждение платёжной системы…').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute(
      'href',
      gatewayUrl,
    );
    expect(screen.getByRole('link', { name: 'Мои Финансы' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
    // No test buttons and no test-mode notice for a real payment.
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
    expect(screen.queryByTestId('test-mode-notice')).toBeNull();
    await waitFor(() => expect(api.to('GET', path).length).toBeGreaterThanOrEqual(3));
  });

  it("says 'Баланс пополнен на N ₽' once the gateway confirms, refreshes the balance, stops asking", async () => {
    let answer = payment;
    const api = stubApi({ ...mode, [`GET ${path}`]: () => jsonResponse(200, answer) });
    renderStorefront(`/pay/${payment.id}`);
    await screen.findByText('Ожидаем подтверждение платёжной системы…');
    expect(refreshBalance).not.toHaveBeenCalled();
    answer = { ...payment, status: 'succeeded', paid_at: '2026-11-24T10:01:00Z' };
    expect(await screen.findByText('Баланс пополнен на 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('Баланс пополнен на 500 ₽').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Перейти к оплате' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Мои Финансы' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    const asked = api.to('GET', path).length;
    await sleep(400);
    expect(api.to('GET', path)).toHaveLength(asked);
  });

  it("says 'Платёж отменён' for a canceled payment, and asks no more", async () => {
    const api = stubApi({
      ...mode,
      [`GET ${path}`]: jsonResponse(200, { ...payment, status: 'canceled' }),
    });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByText('Платёж отменён')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои Финансы' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Перейти к оплате' })).toBeNull();
    expect(refreshBalance).not.toHaveBeenCalled();
    await sleep(400);
    expect(api.to('GET', path)).toHaveLength(1);
  });

  it('links only to an https address of the gateway', async () => {
    stubApi({
      ...mode,
      [`GET ${path}`]: jsonResponse(200, { ...payment, confirmation_url: 'javascript:alert(1)' }),
    });
    renderStorefront(`/pay/${payment.id}`);
    await screen.findByText('Ожидаем подтверждение платёжной системы…');
    expect(screen.queryByRole('link', { name: 'Перейти к оплате' })).toBeNull();
  });
});

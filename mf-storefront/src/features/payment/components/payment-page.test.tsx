import { refreshBalance } from '@storefront/shared/shop/balance';
import { jsonResponse } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment } from '../../../testing/fixtures';
import { location, renderStorefront } from '../../../testing/render-storefront';

jest.mock('@storefront/shared/shop/balance', () => ({
  refreshBalance: jest.fn(() => Promise.resolve()),
}));

const payment = makePayment();
const path = `/payments/${payment.id}`;

function stubPayment(shown = payment) {
  return stubApi({
    [`GET ${path}`]: jsonResponse(200, shown),
    [`POST ${path}/confirm`]: jsonResponse(200, { ...payment, status: 'succeeded' }),
    [`POST ${path}/cancel`]: jsonResponse(200, { ...payment, status: 'canceled' }),
  });
}

describe('the test payment page', () => {
  it("pays with 'Оплатить', refreshes the balance and goes back to the finance page", async () => {
    const api = stubPayment();
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByRole('heading', { name: 'Тестовая оплата' })).toBeInTheDocument();
    expect(screen.getByText('500 ₽')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(location()).toBe(`/user/finance?payment=${payment.id}`));
    expect(api.to('POST', `${path}/confirm`)).toHaveLength(1);
    expect(api.to('POST', `${path}/cancel`)).toHaveLength(0);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  it("says 'Тестовый режим: деньги не списываются' while the test provider takes top-ups", async () => {
    const api = stubApi({
      'GET /shop/payment-mode': jsonResponse(200, { provider: 'test', test_mode: true }),
      [`GET ${path}`]: jsonResponse(200, payment),
    });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByTestId('test-mode-notice')).toHaveTextContent(
      'Тестовый режим: деньги не списываются',
    );
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    // The test provider's page acts itself: it does not poll.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.to('GET', path)).toHaveLength(1);
  });

  it("cancels with 'Отменить' and goes back to the finance page", async () => {
    const api = stubPayment();
    renderStorefront(`/pay/${payment.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(location()).toBe(`/user/finance?payment=${payment.id}`));
    expect(api.to('POST', `${path}/cancel`)).toHaveLength(1);
    expect(api.to('POST', `${path}/confirm`)).toHaveLength(0);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('shows a settled payment with its status and the way back, without the buttons', async () => {
    stubPayment({ ...payment, status: 'succeeded', paid_at: '2026-11-24T10:01:00Z' });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByText('Статус: Оплачен')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои Финансы' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it('stays on the page with the reason when the provider refuses', async () => {
    stubApi({
      [`GET ${path}`]: jsonResponse(200, payment),
      [`POST ${path}/confirm`]: jsonResponse(409, { detail: 'Платёж уже отменён' }),
    });
    renderStorefront(`/pay/${payment.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText('Платёж уже отменён')).toBeInTheDocument();
    expect(location()).toBe(`/pay/${payment.id}`);
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });

  it('says an unknown payment is not found', async () => {
    stubApi({ [`GET ${path}`]: jsonResponse(404, { detail: 'Not found' }) });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByText('Платёж не найден')).toBeInTheDocument();
  });
});

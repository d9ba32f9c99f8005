import { jsonResponse } from '@storefront/shared/testing';
import { deferred } from '@storefront/shared/testing/stub-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment, makePaymentMode } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, location, stubFinanceApi } from '../../../testing/shop-api';
import { gatewayRedirect } from '../../../utils/payment-redirect';

const field = () => screen.getByRole('textbox', { name: 'Сумма, ₽' });
const button = () => screen.getByRole('button', { name: 'Пополнить' });
/** Intl puts no-break spaces into '100 000 ₽'; the description keeps them. */
const loosely = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

async function openFinance() {
  const user = userEvent.setup();
  renderCustomerApp('/user/finance');
  await screen.findByRole('heading', { name: 'Пополнить баланс' }, FIRST_LOAD);
  return user;
}

describe("'Пополнить баланс'", () => {
  it.each([
    ['99.99', 'Минимальная сумма пополнения — 100 ₽'],
    ['100000,01', 'Максимальная сумма пополнения — 100 000 ₽'],
    ['', 'Укажите сумму'],
    ['сто', 'Введите сумму числом, например 500 или 99,50'],
    ['1.005', 'Введите сумму числом, например 500 или 99,50'],
  ])('refuses %j without a call: %s', async (typed, message) => {
    const api = stubFinanceApi();
    const user = await openFinance();
    if (typed) await user.type(field(), typed);
    await user.click(button());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(loosely(message));
    expect(field()).toHaveFocus();
    expect(api.to('POST', '/payments')).toHaveLength(0);
  });

  it.each([
    ['100', '100.00'],
    ['100 000', '100000.00'],
  ])('accepts the limit %j exactly', async (typed, sent) => {
    const api = stubFinanceApi({ 'POST /payments': jsonResponse(201, makePayment()) });
    const user = await openFinance();
    await user.type(field(), typed);
    await user.click(button());
    await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(1));
    expect(api.to('POST', '/payments')[0]?.body).toEqual({ amount: sent });
  });

  it('rechecks as the amount changes once it was refused', async () => {
    stubFinanceApi();
    const user = await openFinance();
    await user.type(field(), '100000.01');
    await user.click(button());
    expect(screen.getByText('Максимальная сумма пополнения — 100 000 ₽')).toBeInTheDocument();
    await user.type(field(), '{Backspace}{Backspace}{Backspace}');
    expect(screen.queryByText(/Максимальная сумма/)).not.toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), '99');
    expect(screen.getByText('Минимальная сумма пополнения — 100 ₽')).toBeInTheDocument();
  });

  it('creates the payment in exact kopecks and opens its page in the app', async () => {
    const api = stubFinanceApi({
      'POST /payments': jsonResponse(201, makePayment({ id: 'p-9', confirmation_url: '/pay/p-9' })),
    });
    const user = await openFinance();
    await user.type(field(), '100,5');
    await user.click(button());
    await waitFor(() => expect(location()).toBe('/pay/p-9'));
    expect(api.to('POST', '/payments').map((call) => call.body)).toEqual([{ amount: '100.50' }]);
  });

  it("leaves for a real gateway's page with a full navigation", async () => {
    const go = jest.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    const url = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=22e12f66';
    stubFinanceApi({ 'POST /payments': jsonResponse(201, makePayment({ confirmation_url: url })) });
    const user = await openFinance();
    await user.type(field(), '500');
    await user.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledWith(url));
    expect(location()).toBe('/user/finance');
    // The page is being left: no second payment meanwhile.
    expect(screen.getByRole('button', { name: 'Создаём платёж...' })).toBeDisabled();
  });

  it('sends one payment for a double click, and is disabled while sending', async () => {
    const answer = deferred();
    const api = stubFinanceApi({ 'POST /payments': answer.respond });
    const user = await openFinance();
    await user.type(field(), '500');
    await user.dblClick(button());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Создаём платёж...' })).toBeDisabled();
    expect(api.to('POST', '/payments')).toHaveLength(1);
    answer.answer(jsonResponse(201, makePayment()));
    await waitFor(() => expect(location()).toBe('/pay/pay-1'));
    expect(api.to('POST', '/payments')).toHaveLength(1);
  });

  it('sends one payment for two submits in the same moment (before any re-render)', async () => {
    const answer = deferred();
    const api = stubFinanceApi({ 'POST /payments': answer.respond });
    const user = await openFinance();
    await user.type(field(), '500');
    const form = field().closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(1));
    answer.answer(jsonResponse(201, makePayment()));
    await waitFor(() => expect(location()).toBe('/pay/pay-1'));
    expect(api.to('POST', '/payments')).toHaveLength(1);
  });

  it("shows the server's refusal under the field and lets the customer try again", async () => {
    const detail = 'Максимальная сумма пополнения — 50 000 ₽';
    const api = stubFinanceApi({ 'POST /payments': jsonResponse(400, { detail }) });
    const user = await openFinance();
    await user.type(field(), '60000');
    await user.click(button());
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(loosely(detail));
    expect(button()).toBeEnabled();
    await user.click(button());
    await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(2));
  });

  it('refuses to send the customer to an address that is not a web page', async () => {
    const go = jest.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    stubFinanceApi({
      'POST /payments': jsonResponse(201, makePayment({ confirmation_url: 'javascript:alert(1)' })),
    });
    const user = await openFinance();
    await user.type(field(), '500');
    await user.click(button());
    expect(
      await screen.findByText('Не удалось создать платёж. Попробуйте ещё раз.'),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it.each([['1 490,50'], ['1490.50'], ['1\u00a0490,50'], ['1490,5']])(
    'reads %j, a decimal comma or point with or without a thousands space, as 1490.50',
    async (typed) => {
      const api = stubFinanceApi({ 'POST /payments': jsonResponse(201, makePayment()) });
      const user = await openFinance();
      // A text field, never a native number input (which would drop the comma's kopecks).
      expect(field()).toHaveAttribute('type', 'text');
      await user.type(field(), typed);
      await user.click(button());
      await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(1));
      expect(api.to('POST', '/payments')[0]?.body).toEqual({ amount: '1490.50' });
    },
  );

  it("shows the per-user limit's 429 detail under the field", async () => {
    const detail = 'Слишком много неоплаченных платежей: оплатите или отмените прежние';
    stubFinanceApi({ 'POST /payments': jsonResponse(429, { detail }) });
    const user = await openFinance();
    await user.type(field(), '500');
    await user.click(button());
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(detail);
    expect(button()).toBeEnabled();
  });

  it('asks the customer to wait on a 429 that says nothing', async () => {
    stubFinanceApi({ 'POST /payments': jsonResponse(429, {}) });
    const user = await openFinance();
    await user.type(field(), '500');
    await user.click(button());
    expect(
      await screen.findByText(
        'Слишком много платежей подряд. Подождите немного и попробуйте снова.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Тестовый режим: деньги не списываются' while the test provider takes top-ups", async () => {
    stubFinanceApi({
      'GET /shop/payment-mode': jsonResponse(
        200,
        makePaymentMode({ provider: 'test', test_mode: true }),
      ),
    });
    await openFinance();
    const card = screen.getByRole('region', { name: 'Пополнить баланс' });
    expect(
      await within(card).findByText('Тестовый режим: деньги не списываются'),
    ).toBeInTheDocument();
  });

  it('says nothing of a test mode under a real gateway', async () => {
    const api = stubFinanceApi();
    await openFinance();
    await waitFor(() => expect(api.to('GET', '/shop/payment-mode')).toHaveLength(1));
    // The answer is in: give the page a moment to render what it would.
    await screen.findByText('Здесь появится информация о ваших финансах.');
    expect(screen.queryByTestId('test-mode-notice')).not.toBeInTheDocument();
    expect(screen.queryByText(/Тестовый режим/)).not.toBeInTheDocument();
  });
});

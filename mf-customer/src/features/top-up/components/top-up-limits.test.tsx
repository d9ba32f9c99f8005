import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { never } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, stubFinanceApi } from '../../../testing/shop-api';

const field = () => screen.getByRole('textbox', { name: 'Сумма, ₽' });
const button = () => screen.getByRole('button', { name: 'Пополнить' });
/** Intl puts no-break spaces into '20 000 ₽'. */
const loosely = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

async function openFinance() {
  const user = userEvent.setup({ delay: null });
  renderCustomerApp('/user/finance');
  await screen.findByRole('heading', { name: 'Пополнить баланс' }, FIRST_LOAD);
  return user;
}

describe("'Пополнить баланс' follows the shop's settings", () => {
  const narrowed = makeShopSettings({ topup_min: '500.00', topup_max: '20000.50' });

  it('names the range of the settings in the hint and the messages, and refuses outside it', async () => {
    const api = stubFinanceApi({ 'GET /settings': jsonResponse(200, narrowed) });
    const user = await openFinance();
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(loosely('От 500 ₽ до 20 000,50 ₽')),
    );
    await user.type(field(), '499,99');
    await user.click(button());
    expect(field()).toHaveAccessibleDescription(loosely('Минимальная сумма пополнения — 500 ₽'));
    await user.clear(field());
    await user.type(field(), '20000.51');
    expect(field()).toHaveAccessibleDescription(
      loosely('Максимальная сумма пополнения — 20 000,50 ₽'),
    );
    expect(api.to('POST', '/payments')).toHaveLength(0);
  });

  it('sends an amount at the limit of the settings exactly', async () => {
    const api = stubFinanceApi({
      'GET /settings': jsonResponse(200, narrowed),
      'POST /payments': jsonResponse(201, makePayment()),
    });
    const user = await openFinance();
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/500/));
    await user.type(field(), '20000,50');
    await user.click(button());
    await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(1));
    expect(api.to('POST', '/payments')[0]?.body).toEqual({ amount: '20000.50' });
  });

  it("checks shop-spec 4's range while the settings load", async () => {
    const api = stubFinanceApi({
      'GET /settings': () => never(),
      'POST /payments': jsonResponse(201, makePayment()),
    });
    const user = await openFinance();
    expect(field()).toHaveAccessibleDescription(loosely('От 100 ₽ до 100 000 ₽'));
    await user.type(field(), '99');
    await user.click(button());
    expect(field()).toHaveAccessibleDescription(loosely('Минимальная сумма пополнения — 100 ₽'));
    await user.clear(field());
    await user.type(field(), '150');
    await user.click(button());
    await waitFor(() => expect(api.to('POST', '/payments')).toHaveLength(1));
  });
});

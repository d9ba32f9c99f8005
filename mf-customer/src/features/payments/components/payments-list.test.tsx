import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows, pagedAnswer, queryOf } from '@storefront/shared/testing/lists';
import { deferred } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageText, location, stubFinanceApi } from '../../../testing/shop-api';
import { gatewayRedirect } from '../../../utils/payment-redirect';

const GATEWAY = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=22e12f66';

const pending = makePayment({
  id: 'p-3',
  amount: '1490.50',
  confirmation_url: '/pay/p-3',
  created_at: '2026-11-24T09:15:00Z',
});
const paid = makePayment({
  id: 'p-2',
  amount: '500.00',
  status: 'succeeded',
  created_at: '2026-11-23T10:00:00Z',
  paid_at: '2026-11-23T10:02:00Z',
});
const canceled = makePayment({
  id: 'p-1',
  amount: '100.00',
  status: 'canceled',
  created_at: '2026-11-22T08:00:00Z',
});

const rows = () => findRows('Пополнения баланса', FIRST_LOAD);

/** The answer GET /payments/my gives, asked anew each time (a list that changes). */
function paymentsRoute(current: () => ReturnType<typeof makePayment>[]) {
  return () => jsonResponse(200, page('payments', current()));
}

describe("'Мои пополнения' on 'Мои Финансы'", () => {
  it('lists the top-ups newest first: amount, date, status, and actions only on a pending one', async () => {
    const api = stubFinanceApi({
      'GET /payments/my': jsonResponse(200, page('payments', [pending, paid, canceled])),
    });
    renderCustomerApp('/user/finance');
    const found = await rows();
    expect(found).toHaveLength(3);
    expect(found[0]).toHaveTextContent('1 490,50 ₽');
    expect(found[0]).toHaveTextContent('Ожидает оплаты');
    expect(found[0]).toHaveTextContent('24.11.2026');
    expect(
      within(found[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Продолжить оплату', 'Отменить']);
    expect(found[1]).toHaveTextContent('500 ₽');
    expect(found[1]).toHaveTextContent('Оплачен');
    expect(found[1]).toHaveTextContent('Зачислен 23.11.2026');
    expect(found[2]).toHaveTextContent('Отменён');
    for (const row of found.slice(1)) {
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
    // Each row's buttons are told apart by the row's amount and date.
    expect(
      within(found[0] as HTMLElement).getByRole('button', { name: 'Продолжить оплату' }),
    ).toHaveAccessibleDescription(/^1\s490,50\s₽ 24\.11\.2026/);
    expect(queryOf(api.to('GET', '/payments/my')[0])).toEqual({
      page: '1',
      size: '10',
    });
  });

  it('says so when there are none, and when loading failed (with a retry)', async () => {
    let fail = true;
    stubFinanceApi({
      'GET /payments/my': () =>
        fail ? jsonResponse(500, {}) : jsonResponse(200, page('payments', [])),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    expect(await findPageText('Не удалось загрузить пополнения.')).toBeInTheDocument();
    fail = false;
    const section = screen.getByRole('region', { name: 'Мои пополнения' });
    await user.click(within(section).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Здесь появятся ваши пополнения баланса.')).toBeInTheDocument();
  });

  it("resumes a test provider's payment inside the app", async () => {
    const go = jest.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    stubFinanceApi({ 'GET /payments/my': jsonResponse(200, page('payments', [pending])) });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Продолжить оплату' }));
    expect(location()).toBe('/pay/p-3');
    expect(go).not.toHaveBeenCalled();
  });

  it("resumes a gateway's payment on the gateway's own page", async () => {
    const go = jest.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    stubFinanceApi({
      'GET /payments/my': jsonResponse(
        200,
        page('payments', [{ ...pending, provider: 'yookassa', confirmation_url: GATEWAY }]),
      ),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Продолжить оплату' }));
    expect(go).toHaveBeenCalledWith(GATEWAY);
    expect(location()).toBe('/user/finance');
  });

  it('offers no resume while the gateway has given no page, and none to an unsafe address', async () => {
    const go = jest.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    stubFinanceApi({
      'GET /payments/my': jsonResponse(
        200,
        page('payments', [
          { ...pending, id: 'p-5', confirmation_url: '' },
          { ...pending, id: 'p-4', confirmation_url: 'javascript:alert(1)' },
        ]),
      ),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [silent, unsafe] = await rows();
    expect(silent).toHaveTextContent('Платёжная система ещё не выдала страницу оплаты');
    expect(
      within(silent as HTMLElement).queryByRole('button', { name: 'Продолжить оплату' }),
    ).not.toBeInTheDocument();
    expect(within(silent as HTMLElement).getByRole('button', { name: 'Отменить' })).toBeEnabled();
    await user.click(
      within(unsafe as HTMLElement).getByRole('button', { name: 'Продолжить оплату' }),
    );
    expect(
      await screen.findByText(
        'Не удалось открыть страницу оплаты. Попробуйте ещё раз или отмените платёж.',
      ),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(location()).toBe('/user/finance');
  });

  it('cancels a pending payment after a confirmation, with no body, then shows the list again', async () => {
    let list = [pending, paid];
    const api = stubFinanceApi({
      'GET /payments/my': paymentsRoute(() => list),
      'POST /payments/p-3/cancel': () => {
        list = [{ ...pending, status: 'canceled' }, paid];
        return jsonResponse(200, list[0]);
      },
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Отменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить платёж?' });
    expect(dialog).toHaveTextContent(
      /Платёж на 1 490,50 ₽ от 24\.11\.2026.* будет отменён\. Если вы уже оплатили его, деньги всё равно поступят на баланс\./,
    );
    // Changing one's mind sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/payments/p-3/cancel')).toHaveLength(0);

    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Отменить' }));
    const asked = api.to('GET', '/payments/my').length;
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Отменить платёж' }),
    );
    // A status region: announced without taking the focus.
    expect((await screen.findByText('Платёж отменён.')).closest('[role="status"]')).not.toBeNull();
    const calls = api.to('POST', '/payments/p-3/cancel');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    await waitFor(() => expect(api.to('GET', '/payments/my').length).toBeGreaterThan(asked));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Отменён'));
    expect(within((await rows())[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels once for a double click on the confirmation', async () => {
    const answer = deferred();
    const api = stubFinanceApi({
      'GET /payments/my': jsonResponse(200, page('payments', [pending])),
      'POST /payments/p-3/cancel': answer.respond,
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Отменить' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', {
      name: 'Отменить платёж',
    });
    // Two clicks in one moment, before any re-render could disable the button.
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(api.to('POST', '/payments/p-3/cancel')).toHaveLength(1);
    answer.answer(jsonResponse(200, { ...pending, status: 'canceled' }));
    expect(await screen.findByText('Платёж отменён.')).toBeInTheDocument();
    expect(api.to('POST', '/payments/p-3/cancel')).toHaveLength(1);
  });

  it("shows the server's refusal and asks for the list again (paid meanwhile)", async () => {
    let list = [pending];
    const detail = 'Платёж уже оплачен';
    const api = stubFinanceApi({
      'GET /payments/my': paymentsRoute(() => list),
      'POST /payments/p-3/cancel': () => {
        list = [{ ...pending, status: 'succeeded', paid_at: '2026-11-24T09:20:00Z' }];
        return jsonResponse(409, { detail });
      },
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Отменить' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Отменить платёж' }),
    );
    expect(await screen.findByText(detail)).toBeInTheDocument();
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Оплачен'));
    expect(api.to('POST', '/payments/p-3/cancel')).toHaveLength(1);
  });

  it("pages in '?payments_page=', leaving the ledger's page alone", async () => {
    const api = stubFinanceApi({
      'GET /payments/my': pagedAnswer('payments', [paid], { total: 25, size: 10, pages: 3 }),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance?page=2&payments_page=2');
    await rows();
    expect(api.to('GET', '/payments/my')[0]?.query.get('page')).toBe('2');
    const pager = screen.getByRole('navigation', { name: 'Страницы пополнений' });
    expect(pager).toHaveTextContent('Страница 2 из 3');
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe('/user/finance?page=2&payments_page=3');
    await waitFor(() => expect(api.to('GET', '/payments/my').at(-1)?.query.get('page')).toBe('3'));
    await user.click(within(pager).getByRole('button', { name: 'Назад' }));
    await user.click(within(pager).getByRole('button', { name: 'Назад' }));
    expect(location()).toBe('/user/finance?page=2');
  });

  it('moves a page past the end to the last one', async () => {
    stubFinanceApi({
      'GET /payments/my': jsonResponse(
        200,
        page('payments', [], { total: 3, page: 9, size: 10, pages: 1 }),
      ),
    });
    renderCustomerApp('/user/finance?payments_page=9');
    await waitFor(() => expect(location()).toBe('/user/finance'), FIRST_LOAD);
  });

  it('lists a top-up just created when the customer comes back from its page', async () => {
    let list: ReturnType<typeof makePayment>[] = [];
    const created = makePayment({ id: 'p-9', confirmation_url: '/pay/p-9', amount: '700.00' });
    stubFinanceApi({
      'GET /payments/my': paymentsRoute(() => list),
      'POST /payments': () => {
        list = [created];
        return jsonResponse(201, created);
      },
      'GET /payments/p-9': jsonResponse(200, created),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    expect(await findPageText('Здесь появятся ваши пополнения баланса.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Сумма, ₽' }), '700');
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    await waitFor(() => expect(location()).toBe('/pay/p-9'));
    // The payment page is left without paying: back to 'Мои Финансы'.
    await user.click(screen.getByRole('link', { name: 'Мои Финансы' }));
    const [row] = await rows();
    expect(row).toHaveTextContent('700 ₽');
    expect(row).toHaveTextContent('Ожидает оплаты');
  });
});

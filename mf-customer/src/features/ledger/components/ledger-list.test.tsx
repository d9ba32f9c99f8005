import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows, pagedAnswer, queryOf } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ledgerOfIssue20, makeLedgerEntry } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageText, location, stubFinanceApi } from '../../../testing/shop-api';

const entries = [
  makeLedgerEntry({
    id: 5,
    type: 'purchase',
    amount: '-250.50',
    balance_after: '1249.50',
    order_id: 11,
    order_number: 1003,
    comment: 'Чай улун × 1',
    created_at: '2026-11-23T15:04:00Z',
  }),
  makeLedgerEntry({ id: 4, type: 'refund', amount: '250.50', balance_after: '1500.00' }),
  makeLedgerEntry({ id: 3, type: 'referral_reward', amount: '100.00', balance_after: '1249.50' }),
  makeLedgerEntry({
    id: 2,
    type: 'adjustment',
    amount: '-0.50',
    balance_after: '1149.50',
    comment: 'Исправление',
  }),
  makeLedgerEntry({ id: 1, type: 'topup', amount: '1150.00', balance_after: '1150.00' }),
];

const rows = () => findRows('Операции по балансу', FIRST_LOAD);

describe("the ledger on 'Мои Финансы'", () => {
  it('shows each entry with its label, signed exact amount, balance after and comment', async () => {
    const api = stubFinanceApi({
      'GET /finance/ledger': jsonResponse(200, page('entries', entries)),
    });
    renderCustomerApp('/user/finance');
    const found = await rows();
    expect(found.map((row) => within(row).getByTestId('ledger-amount').textContent)).toEqual([
      '\u2212250,50\u00a0₽',
      '+250,50\u00a0₽',
      '+100\u00a0₽',
      '\u22120,50\u00a0₽',
      '+1\u00a0150\u00a0₽',
    ]);
    expect(found.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Покупка',
      'Возврат',
      'Реферальное вознаграждение',
      'Корректировка',
      'Пополнение',
    ]);
    expect(found[0]).toHaveTextContent('Баланс: 1 249,50 ₽');
    expect(found[0]).toHaveTextContent('23.11.2026');
    expect(found[0]).toHaveTextContent('№ 1003 · Чай улун × 1');
    expect(found[3]).toHaveTextContent('Исправление');
    expect(found[4]).toHaveTextContent('Баланс: 1 150 ₽');
    expect(queryOf(api.to('GET', '/finance/ledger')[0])).toEqual({
      page: '1',
      size: '20',
    });
  });

  it('words the rows the system wrote from what happened, and shows what people wrote as is', async () => {
    stubFinanceApi({
      'GET /finance/ledger': jsonResponse(200, page('entries', ledgerOfIssue20())),
    });
    renderCustomerApp('/user/finance');
    const facts = (await rows()).map((row) => row.querySelectorAll('p')[1]?.textContent);
    expect(facts).toEqual([
      '25.11.2026, 10:00 · Отмена заказа № 1001',
      '25.11.2026, 10:00 · Реферальное вознаграждение за заказ № 1009',
      '25.11.2026, 10:00',
      '25.11.2026, 10:00 · № 1003',
      '25.11.2026, 10:00 · Ошибка при зачислении, см. тикет № 12',
      '25.11.2026, 10:00 · № 990 · Отмена заказа № 990',
    ]);
  });

  it("says the stub's sentence when there is nothing yet, with no pager", async () => {
    stubFinanceApi();
    renderCustomerApp('/user/finance');
    expect(await findPageText('Здесь появится информация о ваших финансах.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL and asks the API for it', async () => {
    const api = stubFinanceApi({
      'GET /finance/ledger': pagedAnswer('entries', entries, { total: 45, pages: 3 }),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance?page=2');
    await rows();
    expect(api.to('GET', '/finance/ledger')[0]?.query.get('page')).toBe('2');
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(pager).toHaveTextContent('Страница 2 из 3');
    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe('/user/finance?page=3');
    await waitFor(() =>
      expect(api.to('GET', '/finance/ledger').at(-1)?.query.get('page')).toBe('3'),
    );
    await user.click(within(pager).getByRole('button', { name: 'Назад' }));
    await user.click(within(pager).getByRole('button', { name: 'Назад' }));
    expect(location()).toBe('/user/finance');
  });

  it('moves a page past the end to the last one', async () => {
    stubFinanceApi({
      'GET /finance/ledger': jsonResponse(
        200,
        page('entries', [], { total: 3, page: 9, pages: 1 }),
      ),
    });
    renderCustomerApp('/user/finance?page=9');
    await waitFor(() => expect(location()).toBe('/user/finance'), FIRST_LOAD);
  });

  it('says that loading failed rather than showing an empty ledger', async () => {
    stubFinanceApi({ 'GET /finance/ledger': jsonResponse(500, { detail: 'boom' }) });
    renderCustomerApp('/user/finance');
    expect(await findPageText('Не удалось загрузить операции.')).toBeInTheDocument();
    expect(
      screen.queryByText('Здесь появится информация о ваших финансах.'),
    ).not.toBeInTheDocument();
  });

  it('stacks each entry as a card on a 375 px screen', async () => {
    const undo = narrowScreen();
    stubFinanceApi({ 'GET /finance/ledger': jsonResponse(200, page('entries', entries)) });
    renderCustomerApp('/user/finance');
    const found = await rows();
    expect(found).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(found[0]).toHaveTextContent('Покупка');
    undo();
  });
});

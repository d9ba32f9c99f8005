import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeLedgerEntry, page } from '@storefront/shared/testing/fixtures';
import { lastQuery, optionTexts, rowsOf } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const entries = [
  makeLedgerEntry({
    id: 4,
    type: 'adjustment',
    amount: '-250.50',
    balance_after: '1249.50',
    comment: 'Ошибка оператора',
    created_by: 'boss',
  }),
  makeLedgerEntry({
    id: 3,
    type: 'refund',
    amount: '1500.00',
    balance_after: '1500.00',
    order_id: 9,
    order_number: 1009,
  }),
  makeLedgerEntry({
    id: 2,
    type: 'purchase',
    amount: '-1500.00',
    balance_after: '0.00',
    order_number: 1009,
  }),
  makeLedgerEntry({ id: 1, type: 'referral_reward', amount: '100.00', balance_after: '1500.00' }),
];

function stub(list = entries, paging = {}) {
  return stubApi({ 'GET /admin/ledger': jsonResponse(200, page('entries', list, paging)) });
}

// Intl separates groups and ₽ with no-break spaces: compare with plain ones.
const plain = (node: Element) => (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Журнал финансов', () => {
  it('shows signed exact amounts, the balance after, the order, comment and author', async () => {
    stub();
    await renderAdminList('/admin/payments', 'Записи журнала финансов');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Журнал финансов');
    expect(screen.getAllByTestId('ledger-amount').map(plain)).toEqual([
      '−250,50 ₽',
      '+1 500 ₽',
      '−1 500 ₽',
      '+100 ₽',
    ]);
    const [adjustment, refund] = rowsOf('Записи журнала финансов') as [HTMLElement, HTMLElement];
    expect(within(adjustment).getByText('Корректировка')).toBeInTheDocument();
    expect(plain(adjustment)).toContain('Баланс после: 1 249,50 ₽');
    expect(adjustment).toHaveTextContent('Ошибка оператора');
    expect(adjustment).toHaveTextContent('Провёл: boss');
    expect(adjustment).not.toHaveTextContent('Заказ №');
    expect(within(refund).getByText('Возврат')).toBeInTheDocument();
    expect(refund).toHaveTextContent('Заказ № 1009');
    expect(refund).not.toHaveTextContent('Провёл');
    expect(
      within(rowsOf('Записи журнала финансов')[3] as HTMLElement).getByText(
        'Реферальное вознаграждение',
      ),
    ).toBeVisible();
  });

  it("words the system's rows from their type and order, and shows a reason as stored", async () => {
    stub([
      makeLedgerEntry({ id: 5, type: 'refund', amount: '750.00', order_number: 1001, comment: '' }),
      makeLedgerEntry({ id: 6, type: 'referral_reward', amount: '100.00', order_number: 1009 }),
      makeLedgerEntry({ id: 7, type: 'topup', amount: '500.00', payment_id: 'p-1' }),
      makeLedgerEntry({ id: 8, type: 'purchase', amount: '-750.00', order_number: 1001 }),
      makeLedgerEntry({
        id: 9,
        type: 'adjustment',
        amount: '10.00',
        comment: 'Компенсация',
        created_by: 'boss',
      }),
    ]);
    await renderAdminList('/admin/payments', 'Записи журнала финансов');
    const [refund, reward, topup, purchase, adjustment] = rowsOf(
      'Записи журнала финансов',
    ) as HTMLElement[];
    expect(refund).toHaveTextContent('Отмена заказа № 1001');
    expect(reward).toHaveTextContent('Реферальное вознаграждение за заказ № 1009');
    // A top-up and a purchase say what they always said: their type and order, no sentence.
    expect(plain(topup as HTMLElement)).not.toMatch(/заказ/i);
    expect(purchase).toHaveTextContent('Заказ № 1001');
    expect(purchase).not.toHaveTextContent('Отмена');
    expect(adjustment).toHaveTextContent('Компенсация');
  });

  it('searches by login and filters by type, in the URL and the request', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/payments', 'Записи журнала финансов');
    expect(optionTexts('Тип')).toEqual([
      'Все типы',
      'Пополнение',
      'Покупка',
      'Возврат',
      'Реферальное вознаграждение',
      'Корректировка',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по логину' }), 'anna{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/payments?search=anna'));
    await user.selectOptions(screen.getByLabelText('Тип'), 'Возврат');
    expect(location()).toBe('/admin/payments?search=anna&type=refund');
    await waitFor(() =>
      expect(lastQuery(api, '/admin/ledger')).toEqual({
        page: '1',
        size: '20',
        search: 'anna',
        type: 'refund',
      }),
    );
  });

  it('pages by 20 and clamps a page past the end', async () => {
    const api = stub(entries, { total: 30, pages: 2, page: 2 });
    const user = userEvent.setup();
    renderAdminApp('/admin/payments?page=5');
    await waitFor(() => expect(location()).toBe('/admin/payments?page=2'));
    expect(await screen.findByText('Страница 2 из 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(location()).toBe('/admin/payments');
    await waitFor(() => expect(lastQuery(api, '/admin/ledger').page).toBe('1'));
  });

  it("says 'Записи не найдены' with a search, else that there are none yet", async () => {
    stub([]);
    const first = renderAdminApp('/admin/payments?search=nobody');
    expect(await screen.findByText('Записи не найдены')).toBeInTheDocument();
    first.unmount();
    renderAdminApp('/admin/payments');
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stub();
    await renderAdminList('/admin/payments?search=an%09na', 'Записи журнала финансов');
    await waitFor(() => expect(lastQuery(api, '/admin/ledger').search).toBe('an na'));
  });

  it('sends at most the 100 characters the API takes of a pasted search', async () => {
    const api = stub();
    const long = 'a'.repeat(130);
    await renderAdminList(`/admin/payments?search=${long}`, 'Записи журнала финансов');
    expect(lastQuery(api, '/admin/ledger').search).toBe('a'.repeat(100));
  });
});

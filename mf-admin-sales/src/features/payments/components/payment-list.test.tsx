import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeLedgerEntry, page } from '@storefront/shared/testing/fixtures';
import { lastQuery, optionTexts, rowsOf } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment } from '../../../testing/fixtures';

const paid = makePayment();
const pending = makePayment({
  id: '0b9e8d7c-6a5f-4e3d-9c2b-1a0f9e8d7c6b',
  username: 'boris',
  amount: '500.00',
  provider: 'test',
  status: 'pending',
  paid_at: null,
  provider_payment_id: null,
});
const canceled = makePayment({ id: 'c4', status: 'canceled', paid_at: null });

function stub(list = [paid, pending, canceled], paging = {}) {
  return stubApi({
    'GET /admin/payments': jsonResponse(200, page('payments', list, paging)),
    'GET /admin/ledger': jsonResponse(200, page('entries', [makeLedgerEntry()])),
  });
}

const LIST = 'Платежи покупателей';
const query = (api: ReturnType<typeof stub>) => lastQuery(api, '/admin/payments');
// Intl separates groups and ₽ with no-break spaces: compare with plain ones.
const plain = (node: Element) => (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("'Журнал финансов', tab 'Платежи'", () => {
  it('shows each payment: amount, login, status, gateway, both ids', async () => {
    const api = stub();
    await renderAdminList('/admin/payments?tab=payments', LIST);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Журнал финансов');
    expect(screen.getByRole('tab', { name: 'Платежи' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Платежи' })).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('3');
    // The adjustment stays at hand on this tab too.
    expect(screen.getByRole('button', { name: 'Начислить или списать' })).toBeInTheDocument();
    expect(api.to('GET', '/admin/ledger')).toHaveLength(0);

    const [first, second, third] = rowsOf(LIST) as [HTMLElement, HTMLElement, HTMLElement];
    expect(plain(within(first).getByTestId('payment-amount'))).toBe('1 490,50 ₽');
    expect(first).toHaveTextContent('anna');
    expect(within(first).getByText('Оплачен')).toBeInTheDocument();
    expect(first).toHaveTextContent('Через: ЮKassa');
    expect(first).toHaveTextContent(/Оплачен: \d/);
    const gateway = within(first).getByText(paid.provider_payment_id as string);
    expect(gateway.tagName).toBe('CODE');
    expect(within(first).getByText(paid.id).tagName).toBe('CODE');
    expect(first).toHaveTextContent('ID в платёжной системе:');
    expect(first).toHaveTextContent('ID платежа:');

    expect(within(second).getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(second).toHaveTextContent('Через: Тестовый');
    expect(second).toHaveTextContent('ID в платёжной системе:нет');
    expect(second).not.toHaveTextContent('Оплачен');
    expect(
      within(second).queryByRole('button', { name: 'Скопировать: ID в платёжной системе' }),
    ).not.toBeInTheDocument();
    expect(within(third).getByText('Отменён')).toBeInTheDocument();
    expect(query(api)).toEqual({ page: '1', size: '20' });
  });

  it("copies the gateway's id for a support reply", async () => {
    stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/payments?tab=payments', LIST);
    const first = rowsOf(LIST)[0] as HTMLElement;
    await user.click(
      within(first).getByRole('button', { name: 'Скопировать: ID в платёжной системе' }),
    );
    expect(await navigator.clipboard.readText()).toBe(paid.provider_payment_id);
    expect(await screen.findByText(`Скопировано: ${paid.provider_payment_id}`)).toBeVisible();
  });

  it('keeps status, provider and dates in the URL and the request, and resets them', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/payments?tab=payments&page=2', LIST);
    expect(optionTexts('Статус')).toEqual(['Все статусы', 'Ожидает оплаты', 'Оплачен', 'Отменён']);
    await user.selectOptions(screen.getByLabelText('Статус'), 'Ожидает оплаты');
    await user.selectOptions(screen.getByLabelText('Платёжная система'), 'ЮKassa');
    await user.type(screen.getByLabelText('С даты'), '2026-05-01');
    await user.type(screen.getByLabelText('По дату'), '2026-05-31');
    expect(location()).toBe(
      '/admin/payments?tab=payments&status=pending&provider=yookassa&from=2026-05-01&to=2026-05-31',
    );
    await waitFor(() =>
      expect(query(api)).toEqual({
        page: '1',
        size: '20',
        status: 'pending',
        provider: 'yookassa',
        date_from: '2026-05-01',
        date_to: '2026-05-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(location()).toBe('/admin/payments?tab=payments');
  });

  it('reads the filters from the address on a reload', async () => {
    const api = stub();
    await renderAdminList(
      '/admin/payments?tab=payments&status=canceled&provider=test&to=2026-05-31',
      LIST,
    );
    expect(query(api)).toEqual({
      page: '1',
      size: '20',
      status: 'canceled',
      provider: 'test',
      date_to: '2026-05-31',
    });
    expect(screen.getByLabelText('Статус')).toHaveValue('canceled');
    expect(screen.getByLabelText('Платёжная система')).toHaveValue('test');
  });

  it("searches by an exact id (the gateway's, from the customer) at once on Enter", async () => {
    const api = stub([paid]);
    const user = userEvent.setup();
    await renderAdminList('/admin/payments?tab=payments', LIST);
    const id = paid.provider_payment_id as string;
    await user.type(screen.getByRole('searchbox', { name: 'Поиск платежей' }), ` ${id} {Enter}`);
    await waitFor(() => expect(location()).toBe(`/admin/payments?tab=payments&search=+${id}+`));
    await waitFor(() => expect(query(api)).toEqual({ page: '1', size: '20', search: id }));
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stub();
    await renderAdminList('/admin/payments?tab=payments&search=bo%09ris', LIST);
    await waitFor(() => expect(query(api).search).toBe('bo ris'));
  });

  it('waits 300 ms after the last keystroke before searching a login', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/payments?tab=payments', LIST);
    const before = api.to('GET', '/admin/payments').length;
    await user.type(screen.getByRole('searchbox', { name: 'Поиск платежей' }), 'bor');
    expect(location()).toBe('/admin/payments?tab=payments');
    await waitFor(() => expect(location()).toBe('/admin/payments?tab=payments&search=bor'));
    await waitFor(() => expect(query(api).search).toBe('bor'));
    // One request for the whole word, not one per letter.
    expect(api.to('GET', '/admin/payments').length).toBe(before + 1);
  });

  it("says 'Платежи не найдены' under a filter, else that there are none yet", async () => {
    stub([]);
    const first = renderAdminApp('/admin/payments?tab=payments&search=nobody');
    expect(await screen.findByText('Платежи не найдены')).toBeInTheDocument();
    first.unmount();
    renderAdminApp('/admin/payments?tab=payments');
    expect(await screen.findByText('Платежей пока нет')).toBeInTheDocument();
  });

  it('says a failed load instead of an empty list', async () => {
    stubApi({ 'GET /admin/payments': jsonResponse(500, { detail: 'boom' }) });
    renderAdminApp('/admin/payments?tab=payments');
    expect(await screen.findByText('Ошибка загрузки данных')).toBeInTheDocument();
    expect(screen.queryByText('Платежей пока нет')).not.toBeInTheDocument();
  });

  it('moves a page past the end to the last one', async () => {
    stub([paid], { total: 25, pages: 2, page: 2 });
    renderAdminApp('/admin/payments?tab=payments&page=7');
    await waitFor(() => expect(location()).toBe('/admin/payments?tab=payments&page=2'));
    expect(await screen.findByText('Страница 2 из 2')).toBeInTheDocument();
  });

  it('switches between the ledger and the payments from the keyboard, each from a clean query', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/payments?type=refund', 'Записи журнала финансов');
    const ledgerTab = screen.getByRole('tab', { name: 'Операции' });
    expect(ledgerTab).toHaveAttribute('aria-selected', 'true');
    act(() => ledgerTab.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Платежи' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/admin/payments?tab=payments');
    await screen.findByRole('list', { name: LIST });
    // The tabs stayed in place: the focus is still where the keyboard left it.
    expect(screen.getByRole('tab', { name: 'Платежи' })).toHaveFocus();
    expect(api.to('GET', '/admin/payments')).not.toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Операции' }));
    expect(location()).toBe('/admin/payments');
    expect(await screen.findByRole('list', { name: 'Записи журнала финансов' })).toBeVisible();
  });
});

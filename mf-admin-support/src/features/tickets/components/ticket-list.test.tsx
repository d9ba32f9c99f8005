import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeTicket, makeTicketSummary, page } from '@storefront/shared/testing/fixtures';
import { lastQuery, optionTexts, rowsOf } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const tickets = [
  makeTicketSummary({
    id: 7,
    number: 1007,
    subject: 'Где мой заказ?',
    username: 'boris',
    status: 'open',
    order: { id: 3, number: 1003 },
  }),
  makeTicketSummary({ id: 6, number: 1006, subject: 'Спасибо', status: 'answered' }),
  makeTicketSummary({ id: 5, number: 1005, subject: 'Возврат', status: 'closed' }),
];

function stub(list = tickets, extra = {}) {
  return stubApi({
    'GET /admin/tickets': jsonResponse(200, page('tickets', list, { open_count: 1, ...extra })),
    'GET /tickets/7': jsonResponse(200, makeTicket({ ...tickets[0] })),
  });
}

const query = (api: ReturnType<typeof stub>) => lastQuery(api, '/admin/tickets');

describe('Тикеты', () => {
  it("shows each ticket's number, subject, login, status, order and last message, in the server's order", async () => {
    stub();
    await renderAdminList('/admin/tickets', 'Тикеты');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Тикеты');
    expect(screen.getByTestId('total-badge')).toHaveTextContent('3');
    expect(screen.getByText('Ждут ответа: 1')).toBeInTheDocument();
    const [first, second, third] = rowsOf('Тикеты') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('№ 1007');
    expect(within(first).getByRole('link', { name: 'Где мой заказ?' })).toHaveAttribute(
      'href',
      '/admin/tickets/7',
    );
    expect(first).toHaveTextContent('Покупатель: boris');
    expect(first).toHaveTextContent('Заказ № 1003');
    expect(first).toHaveTextContent(/Последнее сообщение: 02\.05\.2026/);
    expect(within(first).getByText('Открыт')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Заказ №');
    expect(within(second).getByText('Отвечен')).toBeInTheDocument();
    expect(within(third).getByText('Закрыт')).toBeInTheDocument();
  });

  it('keeps the search, status and page in the URL and the request', async () => {
    const api = stub(tickets, { total: 45, pages: 3 });
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets?page=2', 'Тикеты');
    expect(query(api)).toEqual({ page: '2', size: '20' });
    expect(optionTexts('Статус')).toEqual(['Все статусы', 'Открыт', 'Отвечен', 'Закрыт']);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск тикетов' }), 'boris{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/tickets?search=boris'));
    await user.selectOptions(screen.getByLabelText('Статус'), 'Открыт');
    expect(location()).toBe('/admin/tickets?search=boris&status=open');
    await waitFor(() =>
      expect(query(api)).toEqual({ page: '1', size: '20', search: 'boris', status: 'open' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe('/admin/tickets?search=boris&status=open&page=2');
    await waitFor(() => expect(query(api).page).toBe('2'));
  });

  it('reads a status and a search from the address on load', async () => {
    const api = stub();
    await renderAdminList('/admin/tickets?status=answered&search=1006', 'Тикеты');
    expect(query(api)).toEqual({ page: '1', size: '20', search: '1006', status: 'answered' });
    expect(screen.getByLabelText('Статус')).toHaveValue('answered');
    expect(screen.getByRole('searchbox', { name: 'Поиск тикетов' })).toHaveValue('1006');
  });

  it('sends a pasted tab as a space, not as a character the API refuses', async () => {
    const api = stub();
    await renderAdminList('/admin/tickets?search=bo%09ris', 'Тикеты');
    await waitFor(() => expect(query(api).search).toBe('bo ris'));
  });

  it("says 'Тикеты не найдены' with a search or filter, else 'Тикетов пока нет'", async () => {
    stub([]);
    const searched = renderAdminApp('/admin/tickets?search=nobody');
    expect(await screen.findByText('Тикеты не найдены')).toBeInTheDocument();
    searched.unmount();
    const filtered = renderAdminApp('/admin/tickets?status=closed');
    expect(await screen.findByText('Тикеты не найдены')).toBeInTheDocument();
    filtered.unmount();
    renderAdminApp('/admin/tickets');
    expect(await screen.findByText('Тикетов пока нет')).toBeInTheDocument();
    expect(screen.queryByText('Раздел находится в разработке.')).not.toBeInTheDocument();
  });

  it("says that loading failed, and 'Повторить' asks again", async () => {
    let fail = true;
    const api = stubApi({
      'GET /admin/tickets': () =>
        fail
          ? jsonResponse(500, { detail: 'boom' })
          : jsonResponse(200, page('tickets', tickets, { open_count: 1 })),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/tickets');
    expect(await screen.findByText('Ошибка загрузки данных')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByRole('list', { name: 'Тикеты' });
    expect(api.to('GET', '/admin/tickets').length).toBeGreaterThan(1);
  });

  it("a row opens the thread, and 'Назад к тикетам' returns to the same search and filter", async () => {
    stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets?status=open&search=boris', 'Тикеты');
    await user.click(screen.getByRole('link', { name: 'Где мой заказ?' }));
    // The thread is its own chunk: the router switches once it has loaded.
    await waitFor(() => expect(location()).toBe('/admin/tickets/7'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Где мой заказ?');
    await user.click(screen.getByRole('link', { name: 'Назад к тикетам' }));
    await waitFor(() => expect(location()).toBe('/admin/tickets?status=open&search=boris'));
    expect(await screen.findByRole('list', { name: 'Тикеты' })).toBeInTheDocument();
  });
});

import type { Ticket } from '@storefront/shared/contract/tickets';
import { refreshOpenTicketCount } from '@storefront/shared/shop/open-tickets';
import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeTicket, makeTicketMessage } from '@storefront/shared/testing/fixtures';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@storefront/shared/shop/open-tickets', () => ({
  ...jest.requireActual('@storefront/shared/shop/open-tickets'),
  refreshOpenTicketCount: jest.fn(() => Promise.resolve()),
}));

const refresh = jest.mocked(refreshOpenTicketCount);
beforeEach(() => refresh.mockClear());

const SCRIPT = '<script>window.hacked = true</script><b>жирный</b>';

const thread = makeTicket({
  id: 5,
  number: 1005,
  subject: 'Не пришёл заказ',
  username: 'anna',
  order: { id: 3, number: 1003 },
  status: 'open',
  messages: [
    makeTicketMessage({ id: 1, author: 'anna', text: 'Здравствуйте!\nЗаказ не пришёл.' }),
    makeTicketMessage({
      id: 2,
      author: 'boss',
      from_shop: true,
      text: 'Проверяем.',
      created_at: '2026-05-02T13:00:00Z',
    }),
    makeTicketMessage({ id: 3, author: 'anna', text: SCRIPT, created_at: '2026-05-02T14:00:00Z' }),
  ],
});

/** The thread as the server keeps it: a reply or a close changes what the next GET answers. */
function stub(
  routes: {
    reply?: (call: ApiCall, next: Ticket) => Response | Promise<Response>;
    close?: (call: ApiCall, next: Ticket) => Response | Promise<Response>;
  } = {},
  initial: Ticket = thread,
) {
  let current = initial;
  const change = (next: Ticket, answer: Response) => {
    if (answer.ok) current = next;
    return answer;
  };
  return stubApi({
    'GET /tickets/5': () => jsonResponse(200, current),
    'POST /tickets/5/messages': async (call) => {
      const text = (call.body as { text: string }).text;
      const message = makeTicketMessage({
        id: 99,
        author: 'boss',
        from_shop: true,
        text,
        created_at: '2026-05-03T09:00:00Z',
      });
      const next: Ticket = {
        ...current,
        status: 'answered',
        messages: [...current.messages, message],
      };
      return change(next, await (routes.reply?.(call, next) ?? jsonResponse(201, next)));
    },
    'POST /tickets/5/close': async (call) => {
      const next: Ticket = { ...current, status: 'closed' };
      return change(next, await (routes.close?.(call, next) ?? jsonResponse(200, next)));
    },
    'GET /admin/tickets': jsonResponse(200, {
      tickets: [],
      total: 0,
      page: 1,
      size: 20,
      pages: 0,
      open_count: 0,
    }),
  });
}

const messages = () =>
  within(screen.getByRole('list', { name: 'Сообщения' })).getAllByRole('listitem');
const field = () => screen.getByRole('textbox', { name: 'Сообщение' });
const send = () => screen.getByRole('button', { name: /Отправ/ });

describe('a ticket thread', () => {
  it('shows the subject, number, status, customer and order, and the messages oldest first', async () => {
    stub();
    renderAdminApp('/admin/tickets/5');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Не пришёл заказ');
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(header).toHaveTextContent('№ 1005');
    expect(within(header).getByText('Открыт')).toBeInTheDocument();
    expect(header).toHaveTextContent('Покупатель: anna');
    expect(within(header).getByRole('link', { name: 'Заказ № 1003' })).toHaveAttribute(
      'href',
      '/admin/orders/3',
    );
    const [first, second] = messages() as [HTMLElement, HTMLElement];
    expect(messages().map((m) => m.getAttribute('data-from'))).toEqual([
      'customer',
      'shop',
      'customer',
    ]);
    expect(within(first).getByText('Покупатель')).toBeInTheDocument();
    expect(within(second).getByText('Магазин')).toBeInTheDocument();
    expect(second).toHaveTextContent('boss');
    expect(second).toHaveTextContent('02.05.2026');
    // Line breaks are the customer's, kept as typed.
    expect(within(first).getByText(/Заказ не пришёл/).textContent).toBe(
      'Здравствуйте!\nЗаказ не пришёл.',
    );
    expect(screen.getByRole('button', { name: 'Закрыть тикет' })).toBeInTheDocument();
  });

  it('shows <script> in a message as text, and runs nothing', async () => {
    stub();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    const last = messages()[2] as HTMLElement;
    expect(within(last).getByText(SCRIPT)).toBeInTheDocument();
    expect(last.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sends a reply once on a double click, then shows it, the new status and the menu count', async () => {
    const later = deferred();
    const api = stub({ reply: () => later.respond() });
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    expect(screen.getByText('Символов: 0 из 4000')).toBeInTheDocument();
    await user.type(field(), '  Отправили повторно.  ');
    expect(screen.getByText('Символов: 19 из 4000')).toBeInTheDocument();
    const loads = api.to('GET', '/tickets/5').length;
    await user.dblClick(send());
    expect(send()).toBeDisabled();
    expect(send()).toHaveTextContent('Отправка...');
    const posts = api.to('POST', '/tickets/5/messages');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ text: 'Отправили повторно.' });
    later.answer(
      jsonResponse(201, {
        ...thread,
        status: 'answered',
        messages: [
          ...thread.messages,
          makeTicketMessage({
            id: 99,
            author: 'boss',
            from_shop: true,
            text: 'Отправили повторно.',
          }),
        ],
      }),
    );
    expect(await screen.findByText('Ответ отправлен')).toBeInTheDocument();
    await waitFor(() => expect(messages()).toHaveLength(4));
    const reply = messages()[3] as HTMLElement;
    expect(reply).toHaveTextContent('Отправили повторно.');
    expect(within(reply).getByText('Магазин')).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Отвечен')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(send()).toBeEnabled();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.to('POST', '/tickets/5/messages')).toHaveLength(1);
    // The thread is read again after the reply.
    await waitFor(() => expect(api.to('GET', '/tickets/5').length).toBeGreaterThan(loads));
  });

  it('checks the length before sending: empty, and over 4000 characters', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    await user.type(field(), '   ');
    await user.click(send());
    expect(screen.getByText('Введите сообщение')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription('Введите сообщение');
    await user.clear(field());
    await user.click(field());
    await user.paste('я'.repeat(4001));
    expect(
      screen.getByText('Сообщение длиннее 4000 символов (4001): сократите его'),
    ).toBeInTheDocument();
    await user.click(send());
    expect(api.to('POST', '/tickets/5/messages')).toHaveLength(0);
    await user.type(field(), '{Backspace}');
    expect(screen.getByText('Символов: 4000 из 4000')).toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(api.to('POST', '/tickets/5/messages')).toHaveLength(1));
  });

  it("shows the messages of a 422's field list", async () => {
    stub({
      reply: () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'text'], msg: 'Слишком длинно', type: 'x' }],
        }),
    });
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    await user.type(field(), 'Ответ');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком длинно');
  });

  it("shows the server's detail when it refuses the reply, and keeps the text", async () => {
    stub({ reply: () => jsonResponse(400, { detail: 'Сообщение слишком длинное' }) });
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    await user.type(field(), 'Ответ');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Сообщение слишком длинное');
    expect(field()).toHaveValue('Ответ');
    expect(messages()).toHaveLength(3);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("'Закрыть тикет' closes it: status 'Закрыт', the button goes, the menu count follows", async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    await user.dblClick(screen.getByRole('button', { name: 'Закрыть тикет' }));
    expect(await screen.findByText('Тикет № 1005 закрыт')).toBeInTheDocument();
    expect(api.to('POST', '/tickets/5/close')).toHaveLength(1);
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await waitFor(() => expect(within(header).getByText('Закрыт')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Закрыть тикет' })).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("a refused close says the server's detail, and the ticket stays open", async () => {
    stub({ close: () => jsonResponse(409, { detail: 'Не получилось' }) });
    const user = userEvent.setup();
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    await user.click(screen.getByRole('button', { name: 'Закрыть тикет' }));
    expect(await screen.findByText('Не получилось')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть тикет' })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("offers no 'Закрыть тикет' on a closed ticket, but still a reply", async () => {
    stub({}, { ...thread, status: 'closed' });
    await renderAdminList('/admin/tickets/5', 'Сообщения');
    expect(screen.queryByRole('button', { name: 'Закрыть тикет' })).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
  });

  it("an unknown ticket (404) reads 'Тикет не найден' with the way back", async () => {
    stubApi({ 'GET /tickets/404': jsonResponse(404, { detail: 'Тикет не найден' }) });
    const user = userEvent.setup();
    renderAdminApp('/admin/tickets/404');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Тикет не найден');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К списку тикетов' }));
    await waitFor(() => expect(location()).toBe('/admin/tickets'));
  });

  it("opened directly, 'Назад к тикетам' goes to the list", async () => {
    stub();
    renderAdminApp('/admin/tickets/5');
    expect(await screen.findByRole('link', { name: 'Назад к тикетам' })).toHaveAttribute(
      'href',
      '/admin/tickets',
    );
  });
});

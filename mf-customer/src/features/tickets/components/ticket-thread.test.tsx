import type { Ticket } from '@storefront/shared/contract/tickets';
import { jsonResponse } from '@storefront/shared/testing';
import { deferred, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTicket, makeTicketMessage } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, findPageText } from '../../../testing/shop-api';

const SCRIPT = '<script>window.hacked = true</script>\nвторая строка';

const ticket = makeTicket({
  id: 5,
  number: 1004,
  subject: 'Где мой заказ?',
  status: 'answered',
  order: { id: 2, number: 1001 },
  messages: [
    makeTicketMessage({ id: 1, text: SCRIPT, created_at: '2026-11-22T10:00:00Z' }),
    makeTicketMessage({
      id: 2,
      author: 'admin',
      from_shop: true,
      text: 'Заказ уже в пути.',
      created_at: '2026-11-22T12:30:00Z',
    }),
  ],
});

const withReply = (status: Ticket['status'], text: string): Ticket => ({
  ...ticket,
  status,
  messages: [...ticket.messages, makeTicketMessage({ id: 3, text })],
});

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /tickets/5': jsonResponse(200, ticket),
    'GET /tickets/': jsonResponse(200, { tickets: [], total: 0, page: 1, size: 20, pages: 0 }),
    ...routes,
  });
}

const setup = () => userEvent.setup({ delay: null });

async function openThread(path = '/user/tickets/5') {
  renderCustomerApp(path);
  return screen.findByRole('list', { name: 'Сообщения' }, FIRST_LOAD);
}

const replyBox = () => screen.getByRole('textbox', { name: 'Ваш ответ' });
const sendButton = () => screen.getByRole('button', { name: 'Отправить' });

describe('a ticket thread', () => {
  it('shows subject, number, status, order and the messages oldest first, by whom and when', async () => {
    stub();
    const list = await openThread();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Где мой заказ?');
    expect(screen.getByText('№ 1004')).toBeInTheDocument();
    expect(document.querySelector('.MuiChip-label')).toHaveTextContent('Отвечен');
    expect(screen.getByText(/Заказ № 1001/)).toBeInTheDocument();
    const messages = within(list).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Вы');
    expect(messages[0]).toHaveTextContent('22.11.2026');
    expect(messages[1]).toHaveTextContent('Поддержка магазина');
    expect(messages[1]).toHaveTextContent('Заказ уже в пути.');
    expect(screen.getByRole('link', { name: 'Вернуться в «Мои Тикеты»' })).toHaveAttribute(
      'href',
      '/user/tickets',
    );
  });

  it('shows a <script> message as text, with its line breaks, and never runs it', async () => {
    stub();
    const list = await openThread();
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const text = within(first).getByText(/<script>/);
    expect(text.textContent).toBe(SCRIPT);
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(first.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sends a reply once, empties the box and shows the status the server set', async () => {
    const answer = deferred();
    const api = stub({ 'POST /tickets/5/messages': answer.respond });
    const user = setup();
    await openThread();
    await user.type(replyBox(), '  Спасибо, жду  ');
    await user.dblClick(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(api.to('POST', '/tickets/5/messages')).toHaveLength(1);
    expect(api.to('POST', '/tickets/5/messages')[0]?.body).toEqual({ text: 'Спасибо, жду' });
    answer.answer(jsonResponse(201, withReply('open', 'Спасибо, жду')));
    const list = screen.getByRole('list', { name: 'Сообщения' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Спасибо, жду');
    expect(document.querySelector('.MuiChip-label')).toHaveTextContent('Открыт');
    expect(replyBox()).toHaveValue('');
    expect(sendButton()).toBeEnabled();
    await waitFor(() => expect(replyBox()).toHaveFocus());
  });

  it('refuses an empty or too long reply without a call, and shows a refusal of the server', async () => {
    const detail = 'Сообщение слишком длинное';
    const api = stub({ 'POST /tickets/5/messages': jsonResponse(400, { detail }) });
    const user = setup();
    await openThread();
    await user.type(replyBox(), '   ');
    await user.click(sendButton());
    expect(screen.getByText('Напишите сообщение')).toBeInTheDocument();
    await user.clear(replyBox());
    await user.click(replyBox());
    await user.paste('я'.repeat(4001));
    expect(screen.getByText('Сообщение — не длиннее 4000 символов')).toBeInTheDocument();
    expect(api.to('POST', '/tickets/5/messages')).toHaveLength(0);
    await user.type(replyBox(), '{Backspace}');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(replyBox()).toHaveValue('я'.repeat(4000));
  });

  it("closes the ticket: 'Закрыт', no close button, and a reply is still possible", async () => {
    const api = stub({
      'POST /tickets/5/close': jsonResponse(200, { ...ticket, status: 'closed' }),
      'POST /tickets/5/messages': jsonResponse(201, withReply('open', 'Ещё вопрос')),
    });
    const user = setup();
    await openThread();
    await user.click(screen.getByRole('button', { name: 'Закрыть тикет' }));
    await waitFor(() =>
      expect(document.querySelector('.MuiChip-label')).toHaveTextContent('Закрыт'),
    );
    expect(screen.queryByRole('button', { name: 'Закрыть тикет' })).not.toBeInTheDocument();
    expect(api.to('POST', '/tickets/5/close')).toHaveLength(1);
    await user.type(replyBox(), 'Ещё вопрос');
    await user.click(sendButton());
    await waitFor(() =>
      expect(document.querySelector('.MuiChip-label')).toHaveTextContent('Открыт'),
    );
    expect(screen.getByRole('button', { name: 'Закрыть тикет' })).toBeInTheDocument();
  });

  it("says a ticket is not found (someone else's or unknown), with the way back, and nothing of it", async () => {
    stubApi({ 'GET /tickets/9': jsonResponse(404, { detail: 'Тикет не найден' }) });
    renderCustomerApp('/user/tickets/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Тикет не найден' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в «Мои Тикеты»' })).toHaveAttribute(
      'href',
      '/user/tickets',
    );
    expect(screen.queryByRole('list', { name: 'Сообщения' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть тикет' })).not.toBeInTheDocument();
  });

  it('says a failed load is not a missing ticket, and asks again on request', async () => {
    let fail = true;
    const api = stubApi({
      'GET /tickets/5': () =>
        fail ? jsonResponse(503, { detail: 'busy' }) : jsonResponse(200, ticket),
    });
    const user = setup();
    renderCustomerApp('/user/tickets/5');
    expect(await findPageText('Не удалось загрузить тикет.')).toBeInTheDocument();
    expect(screen.queryByText('Тикет не найден')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Сообщения' })).toBeInTheDocument();
    expect(api.to('GET', '/tickets/5')).toHaveLength(2);
  });

  it('treats an address that is no ticket number as not found, without a call', async () => {
    const api = stubApi({});
    renderCustomerApp('/user/tickets/abc');
    expect(await findPageHeading('Тикет не найден')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

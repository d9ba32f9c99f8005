import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { type ApiCall, deferred, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, makeTicket, makeTicketMessage } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, location } from '../../../testing/shop-api';

const orders = [
  makeOrder({ id: 4, number: 1003, product_name: 'Кофе' }),
  makeOrder({ id: 2, number: 1001, product_name: 'Чай улун' }),
];

const created = makeTicket({
  id: 42,
  number: 1010,
  subject: 'Где мой заказ?',
  order: { id: 2, number: 1001 },
  messages: [makeTicketMessage({ text: 'Оплатил вчера' })],
});

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /tickets/': jsonResponse(200, page('tickets', [])),
    'GET /orders/my': jsonResponse(200, page('orders', orders)),
    'POST /tickets/': jsonResponse(201, created),
    ...routes,
  });
}

const setup = () => userEvent.setup({ delay: null });

async function openDialog(user: ReturnType<typeof setup>) {
  renderCustomerApp('/user/tickets');
  await user.click(await screen.findByRole('button', { name: 'Новый тикет' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Новый тикет' });
}

const subject = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Тема/ });
const message = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Сообщение/ });
const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отправить' });
const posts = (api: { to: (m: string, p: string) => ApiCall[] }) => api.to('POST', '/tickets/');

describe("'Новый тикет'", () => {
  it('asks for a subject and a message before sending', async () => {
    const api = stub();
    const user = setup();
    const dialog = await openDialog(user);
    expect(subject(dialog)).toHaveFocus();
    await user.click(send(dialog));
    expect(dialog).toHaveTextContent('Укажите тему');
    expect(dialog).toHaveTextContent('Напишите сообщение');
    expect(subject(dialog)).toHaveFocus();
    expect(posts(api)).toHaveLength(0);
  });

  it('mirrors the limits: subject 3 to 120, message up to 4000, blanks trimmed', async () => {
    const api = stub();
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(subject(dialog), '  ab  ');
    await user.click(message(dialog));
    await user.paste('x'.repeat(4001));
    await user.click(send(dialog));
    expect(dialog).toHaveTextContent('Тема — от 3 до 120 символов');
    expect(dialog).toHaveTextContent('Сообщение — не длиннее 4000 символов');
    await user.clear(subject(dialog));
    await user.click(subject(dialog));
    await user.paste('т'.repeat(121));
    expect(dialog).toHaveTextContent('Тема — от 3 до 120 символов');
    await user.type(subject(dialog), '{Backspace}');
    expect(dialog).not.toHaveTextContent('Тема — от 3');
    await user.type(message(dialog), '{Backspace}');
    expect(dialog).not.toHaveTextContent('не длиннее');
    expect(posts(api)).toHaveLength(0);
  });

  it("offers the customer's own orders as 'Заказ № N — product' and sends the chosen one", async () => {
    const api = stub();
    const user = setup();
    const dialog = await openDialog(user);
    const select = within(dialog).getByRole('combobox', { name: 'Заказ (необязательно)' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Без заказа', 'Заказ № 1003 — Кофе', 'Заказ № 1001 — Чай улун']);
    await user.type(subject(dialog), '  Где мой заказ?  ');
    await user.type(message(dialog), 'Оплатил вчера');
    await user.selectOptions(select, 'Заказ № 1001 — Чай улун');
    await user.click(send(dialog));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toEqual({
      subject: 'Где мой заказ?',
      text: 'Оплатил вчера',
      order_id: 2,
    });
  });

  it('opens one ticket for a double click, then goes to its thread', async () => {
    const answer = deferred();
    const api = stub({
      'POST /tickets/': answer.respond,
      'GET /tickets/42': jsonResponse(200, created),
    });
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(subject(dialog), 'Где мой заказ?');
    await user.type(message(dialog), 'Оплатил вчера');
    await user.dblClick(send(dialog));
    expect(send(dialog)).toBeDisabled();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]?.body).toEqual({
      subject: 'Где мой заказ?',
      text: 'Оплатил вчера',
      order_id: null,
    });
    answer.answer(jsonResponse(201, created));
    await waitFor(() => expect(location()).toBe('/user/tickets/42'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Где мой заказ?' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Оплатил вчера')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog and lets the customer try again", async () => {
    const detail = 'Заказ не найден среди ваших';
    const api = stub({ 'POST /tickets/': jsonResponse(400, { detail }) });
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(subject(dialog), 'Где мой заказ?');
    await user.type(message(dialog), 'Оплатил вчера');
    await user.click(send(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(send(dialog)).toBeEnabled();
    expect(location()).toBe('/user/tickets');
    await user.click(send(dialog));
    await waitFor(() => expect(posts(api)).toHaveLength(2));
  });

  it('still sends without an order when the orders cannot be loaded', async () => {
    const api = stub({ 'GET /orders/my': jsonResponse(500, { detail: 'boom' }) });
    const user = setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(/Не удалось загрузить ваши заказы/)).toBeInTheDocument();
    await user.type(subject(dialog), 'Вопрос');
    await user.type(message(dialog), 'Текст');
    await user.click(send(dialog));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
  });
});

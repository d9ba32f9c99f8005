import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTicket } from '../../../testing/fixtures';
import { itPagesBy20InTheUrl, itShowsCardsOnAPhone } from '../../../testing/own-list-cases';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageText, location } from '../../../testing/shop-api';

const tickets = [
  makeTicket({
    id: 7,
    number: 1006,
    subject: 'Не пришёл заказ',
    status: 'open',
    order: { id: 3, number: 1002 },
    last_message_at: '2026-11-23T08:15:00Z',
  }),
  makeTicket({ id: 6, number: 1005, subject: 'Вопрос о доставке', status: 'answered' }),
  makeTicket({ id: 5, number: 1004, subject: '<b>Спасибо</b>', status: 'closed' }),
];

const LIST = {
  route: '/user/tickets',
  path: '/tickets/',
  key: 'tickets',
  rows: 'Тикеты',
  items: tickets,
};
const rows = () => findRows(LIST.rows, FIRST_LOAD);

describe("'Мои Тикеты'", () => {
  it('lists number, subject linking to the thread, status and last message date', async () => {
    const api = stubApi({ 'GET /tickets/': jsonResponse(200, page('tickets', tickets)) });
    renderCustomerApp('/user/tickets');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_LOAD)).toHaveTextContent(
      'Мои Тикеты',
    );
    const found = await rows();
    expect(found.map((row) => within(row).getByText(/^№ \d+$/).textContent)).toEqual([
      '№ 1006',
      '№ 1005',
      '№ 1004',
    ]);
    expect(found.map((row) => row.querySelector('.MuiChip-label')?.textContent)).toEqual([
      'Открыт',
      'Отвечен',
      'Закрыт',
    ]);
    expect(
      within(found[0] as HTMLElement).getByRole('link', { name: 'Не пришёл заказ' }),
    ).toHaveAttribute('href', '/user/tickets/7');
    expect(found[0]).toHaveTextContent('Последнее сообщение: 23.11.2026');
    expect(found[0]).toHaveTextContent('Заказ № 1002');
    // A subject is text, not markup.
    expect(
      within(found[2] as HTMLElement).getByRole('link', { name: '<b>Спасибо</b>' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.to('GET', '/tickets/')[0]?.query ?? [])).toEqual({
      page: '1',
      size: '20',
    });
  });

  it('opens the thread from a row', async () => {
    stubApi({
      'GET /tickets/': jsonResponse(200, page('tickets', tickets)),
      'GET /tickets/7': jsonResponse(200, tickets[0]),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/tickets');
    await rows();
    await user.click(screen.getByRole('link', { name: 'Не пришёл заказ' }));
    await waitFor(() => expect(location()).toBe('/user/tickets/7'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Не пришёл заказ' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it("says the stub's sentence when there are no tickets yet", async () => {
    stubApi({ 'GET /tickets/': jsonResponse(200, page('tickets', [])) });
    renderCustomerApp('/user/tickets');
    expect(await findPageText('Здесь появится информация о ваших тикетах.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Тикеты' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Новый тикет' })).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and asks again on request', async () => {
    let fail = true;
    const api = stubApi({
      'GET /tickets/': () =>
        fail ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, page('tickets', tickets)),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/tickets');
    expect(await findPageText('Не удалось загрузить тикеты.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await rows()).toHaveLength(3);
    expect(api.to('GET', '/tickets/')).toHaveLength(2);
  });

  itPagesBy20InTheUrl(LIST, 23);
  itShowsCardsOnAPhone(LIST, 'ticket');
});

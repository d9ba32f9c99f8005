import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, makeTicket, makeTicketMessage } from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading } from '../../testing/shop-api';

describe('tickets and reviews in English', () => {
  inEnglish();

  it('words the list, its statuses and the new-ticket form in English', async () => {
    stubApi({
      'GET /tickets/': jsonResponse(
        200,
        page('tickets', [
          makeTicket({ id: 6, number: 1005, status: 'answered', order: { id: 2, number: 1001 } }),
          makeTicket({ id: 5, number: 1004, status: 'closed' }),
        ]),
      ),
      'GET /orders/my': jsonResponse(200, page('orders', [makeOrder({ product_name: 'Tea' })])),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/tickets');
    expect(await findPageHeading('My tickets')).toBeInTheDocument();
    const rows = await findRows('Tickets');
    expect(rows[0]).toHaveTextContent('No. 1005');
    expect(rows[0]).toHaveTextContent('Answered');
    expect(rows[0]).toHaveTextContent('Last message: ');
    expect(rows[0]).toHaveTextContent('Order No. 1001');
    expect(rows[1]).toHaveTextContent('Closed');
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    expect(
      await within(dialog).findByRole('option', { name: 'Order No. 1000 — Tea' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(dialog).toHaveTextContent('The subject must be 3 to 120 characters');
    expect(dialog).toHaveTextContent('Write a message');
  });

  it('words the thread in English', async () => {
    stubApi({
      'GET /tickets/5': jsonResponse(
        200,
        makeTicket({
          messages: [
            makeTicketMessage({ id: 1 }),
            makeTicketMessage({ id: 2, from_shop: true, author: 'admin', text: 'On its way' }),
          ],
        }),
      ),
    });
    renderCustomerApp('/user/tickets/5');
    const list = await screen.findByRole('list', { name: 'Messages' }, FIRST_LOAD);
    const messages = within(list).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('You');
    expect(messages[1]).toHaveTextContent('Shop support');
    expect(screen.getByText('No. 1004')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My tickets' })).toBeInTheDocument();
  });

  it('says an unknown ticket is not found in English', async () => {
    stubApi({ 'GET /tickets/9': jsonResponse(404, { detail: 'Ticket not found' }) });
    renderCustomerApp('/user/tickets/9');
    expect(await findPageHeading('Ticket not found')).toBeInTheDocument();
  });

  it('words the review of an order in English', async () => {
    stubApi({
      'GET /orders/my': jsonResponse(
        200,
        page('orders', [
          makeOrder({ id: 2, number: 1001, status: 'completed' }),
          makeOrder({ id: 3, number: 1002, status: 'completed', review_status: 'published' }),
        ]),
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp('/user/orders');
    const rows = await findRows('Orders', FIRST_LOAD);
    expect(rows[1]).toHaveTextContent('Review:Published');
    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Leave a review' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review of order No. 1001' });
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(dialog).toHaveTextContent('Choose a rating from 1 to 5');
    expect(dialog).toHaveTextContent('Write a review');
  });
});

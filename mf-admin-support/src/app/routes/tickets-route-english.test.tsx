import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import {
  makeTicket,
  makeTicketMessage,
  makeTicketSummary,
  page,
} from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

inEnglish();

const summary = makeTicketSummary({ id: 5, number: 1005, order: { id: 3, number: 1003 } });

it('shows the tickets list and a thread in English', async () => {
  const api = stubApi({
    'GET /admin/tickets': jsonResponse(200, page('tickets', [summary], { open_count: 1 })),
    'GET /tickets/5': jsonResponse(
      200,
      makeTicket({
        ...summary,
        messages: [
          makeTicketMessage(),
          makeTicketMessage({ id: 2, from_shop: true, author: 'boss' }),
        ],
      }),
    ),
  });
  const user = userEvent.setup();
  renderAdminApp('/admin/tickets');
  const list = await screen.findByRole('list', { name: 'Tickets' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tickets');
  expect(screen.getByText('Awaiting a reply: 1')).toBeInTheDocument();
  const row = within(list).getByRole('listitem');
  expect(row).toHaveTextContent('No. 1005');
  expect(row).toHaveTextContent('Customer: anna');
  expect(row).toHaveTextContent('Order No. 1003');
  expect(row).toHaveTextContent('Last message: 02/05/2026');
  expect(within(row).getByText('Open')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toBeInTheDocument();
  expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en');

  await user.click(within(row).getByRole('link', { name: 'Не пришёл заказ' }));
  await waitFor(() => expect(location()).toBe('/admin/tickets/5'));
  const thread = await screen.findByRole('list', { name: 'Messages' });
  expect(within(thread).getByText('Customer')).toBeInTheDocument();
  expect(within(thread).getByText('Shop')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close ticket' })).toBeInTheDocument();
  expect(screen.getByText('Characters: 0 of 4000')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Enter a message')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to tickets' })).toBeInTheDocument();
});

it('says there are no tickets yet in English', async () => {
  stubApi({ 'GET /admin/tickets': jsonResponse(200, page('tickets', [], { open_count: 0 })) });
  renderAdminApp('/admin/tickets');
  expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
});

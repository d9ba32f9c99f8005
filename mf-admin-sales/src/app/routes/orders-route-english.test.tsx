import { buttonTexts, jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { makeOrder, page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities } from '../../testing/fixtures';

inEnglish();

it('shows the purchase log, its statuses, moves and cancel question in English', async () => {
  const api = stubApi({
    'GET /admin/orders': jsonResponse(
      200,
      page('orders', [makeOrder({ status: 'awaiting_approval', total: '1250.50' })]),
    ),
    'GET /shop/cities': jsonResponse(200, cities),
  });
  const user = userEvent.setup();
  renderAdminApp('/admin/orders');
  const list = await screen.findByRole('list', { name: 'Orders' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Purchase log');
  const row = within(list).getByRole('listitem');
  expect(row).toHaveTextContent('No. 1001');
  expect(row).toHaveTextContent('2 pcs');
  expect(row.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Total: RUB 1,250.50');
  expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
  expect(dialog).toHaveTextContent(
    "Cancel order No. 1001? The money will go back to the customer's balance.",
  );
  expect(buttonTexts(dialog)).toEqual(['Keep the order', 'Cancel the order']);
  expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en');
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrderPage } from '../../testing/fixtures';
import { factsOf, plain, timelineItems } from '../../testing/order-page';

inEnglish();

it("shows an order's page, every kind of event and the note box in English", async () => {
  const api = stubApi({ 'GET /admin/orders/1': jsonResponse(200, makeOrderPage()) });
  const user = userEvent.setup();
  renderAdminApp('/admin/orders/1');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order No. 1001');
  expect(screen.getByRole('link', { name: 'To the purchase log' })).toBeInTheDocument();
  expect(factsOf('Order details')).toEqual({
    Status: 'Paid',
    Product: 'Чай улун',
    'City / district': 'Казань / Вахитовский',
    Quantity: '2 pcs.',
    'Unit price': 'RUB 750',
    Subtotal: 'RUB 1,500',
    Discount: '“Весна”: −RUB 150',
    Coupon: 'SUMMER10: −RUB 99.50',
    Total: 'RUB 1,250.50',
    Placed: expect.stringContaining('2026'),
  });
  expect(factsOf('Customer')).toEqual({ Login: 'anna', Account: 'Active', Balance: 'RUB 2,480' });
  expect(timelineItems('Order history').map((item) => plain(item.textContent))).toEqual([
    expect.stringMatching(/annaOrder placed, status: Awaiting approval$/),
    expect.stringMatching(/annaPurchase: −RUB 1,250.50$/),
    expect.stringMatching(/deleted userStatus: Paid$/),
    expect.stringMatching(/annaTicket No. 1005: Не пришёл заказ$/),
    expect.stringMatching(/annaReview: rated 4 of 5 — Awaiting moderation$/),
    expect.stringMatching(/bossNoteПозвонить покупателю после 18:00$/),
  ]);
  expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveAccessibleDescription('Characters: 0 of 2000 Only staff can see notes');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(note).toHaveAccessibleDescription(/^Enter the text of the note/);
  expect(within(screen.getByRole('form', { name: 'New note' })).getByRole('button')).toBeEnabled();
  await waitFor(() => expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en'));
  expect(api.to('POST', '/admin/orders/1/notes')).toHaveLength(0);
});

it('says an unknown order is not found, in English', async () => {
  stubApi({ 'GET /admin/orders/404': jsonResponse(404, { detail: 'Order not found' }) });
  renderAdminApp('/admin/orders/404');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order not found');
  expect(screen.getByRole('link', { name: 'To the purchase log' })).toHaveAttribute(
    'href',
    '/admin/orders',
  );
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

inEnglish();

const unused = makeCoupon({ id: 4, code: 'SPRING5', current_usage_count: 0 });
const used = makeCoupon({ id: 5, code: 'VIP50', current_usage_count: 3 });

it('edits and deletes coupons in English', async () => {
  const api = stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': jsonResponse(200, page('coupons', [unused, used])),
    'PUT /coupons/coupons/5': jsonResponse(200, used),
    'DELETE /coupons/coupons/4': new Response(null, { status: 204 }),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminApp('/admin/coupons?tab=coupons');
  // The page is a lazy chunk: its first load in a file can pass the default second.
  await screen.findByRole('list', { name: 'Coupons' }, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: 'Edit coupon VIP50' })).toHaveAttribute(
    'title',
    'Edit',
  );
  expect(screen.queryByRole('button', { name: 'Delete coupon VIP50' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Edit coupon VIP50' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit coupon VIP50' });
  expect(within(dialog).getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
    'The code cannot be changed: customers may already have it',
  );
  expect(within(dialog).getByRole('textbox', { name: /Discount, %/ })).toHaveAccessibleDescription(
    'The coupon has been used: its discount type and size cannot change',
  );
  const limit = within(dialog).getByRole('spinbutton', { name: 'Usage limit' });
  expect(limit).toHaveAccessibleDescription(
    'At least 3: the coupon has been used that many times. Empty: no limit',
  );
  await user.clear(limit);
  await user.type(limit, '1');
  expect(limit).toHaveAccessibleDescription('The limit cannot be lower than the number of uses');
  await user.type(limit, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Coupon VIP50 updated')).toBeInTheDocument();
  expect(api.to('PUT', '/coupons/coupons/5')[0]?.body).toEqual({ usage_limit: 10 });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Delete coupon SPRING5' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete coupon SPRING5?' });
  expect(confirm).toHaveTextContent('This cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Coupon SPRING5 deleted')).toBeInTheDocument();
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCoupon } from '../../../testing/fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function open() {
  const user = userEvent.setup();
  renderAdminApp('/admin/coupons?tab=generate');
  // The page is a lazy chunk: its first load in a file can pass the default second.
  await screen.findByRole('form', { name: 'Coupon generation' }, { timeout: 10_000 });
  return user;
}

async function generate(user: User, count: string, prefix: string) {
  await user.clear(screen.getByLabelText('Quantity'));
  await user.type(screen.getByLabelText('Quantity'), count);
  await user.type(screen.getByLabelText('Prefix'), prefix);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

describe('bulk generator in English', () => {
  inEnglish();

  it('checks the form in English', async () => {
    stubApi({ 'GET /coupons/stats': never, 'POST /coupons/coupons': never });
    const user = await open();
    expect(screen.getByText(/SALE001, SALE002...\): 1 to 100 at a time\./)).toBeInTheDocument();
    expect(screen.getByText('Optional; “Coupon CODE” by default')).toBeInTheDocument();
    await generate(user, '101', 'sale');
    const form = screen.getByRole('form', { name: 'Coupon generation' });
    expect(within(form).getByRole('alert')).toHaveTextContent('The quantity must be from 1 to 100');
  });

  it('names the default description in English and counts one coupon in the singular', async () => {
    const api = stubApi({
      'GET /coupons/stats': never,
      'POST /coupons/coupons': jsonResponse(201, makeCoupon()),
    });
    const user = await open();
    await generate(user, '1', 'one');
    expect(await screen.findByText('Successfully created 1 of 1 coupon!')).toBeInTheDocument();
    expect(api.to('POST', '/coupons/coupons')[0]?.body).toMatchObject({
      code: 'ONE001',
      description: 'Coupon ONE001',
    });
  });

  it('counts several coupons in the plural', async () => {
    stubApi({
      'GET /coupons/stats': never,
      'POST /coupons/coupons': jsonResponse(201, makeCoupon()),
    });
    const user = await open();
    await generate(user, '2', 'two');
    expect(await screen.findByText('Successfully created 2 of 2 coupons!')).toBeInTheDocument();
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { couponStats, makeCoupon, makeUsage } from '../../testing/fixtures';

const card = (name: string) => screen.getByRole('group', { name });

describe('/admin/coupons in English', () => {
  inEnglish();

  it('shows the cards, the tabs and the overview rows in English, amounts and dates too', async () => {
    stubApi({
      'GET /coupons/stats': jsonResponse(200, { ...couponStats, most_used_coupon: null }),
      'GET /coupons/coupons': jsonResponse(
        200,
        page('coupons', [
          makeCoupon({ maximum_discount_amount: 500, minimum_purchase_amount: 1000 }),
          makeCoupon({
            id: 2,
            code: 'FIX300',
            coupon_type: 'fixed',
            discount_value: 300,
            status: 'inactive',
            valid_until: '2020-06-30T12:00:00Z',
          }),
        ]),
      ),
      'GET /coupons/usage': jsonResponse(200, page('usages', [makeUsage()])),
    });
    renderAdminApp('/admin/coupons');
    // The page is a lazy chunk: its first load in a file can pass the default second.
    expect(
      await screen.findByRole('heading', { name: 'Coupons' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const top = await screen.findByRole('group', { name: 'Most used coupon' });
    expect(await within(top).findByText('None')).toBeInTheDocument();
    expect(card('Total coupons')).toHaveTextContent('12Active: 9 · Expired: 2');
    expect(card('Redemptions')).toHaveTextContent('340Orders: 310');
    expect(card('Total discount')).toHaveTextContent('RUB 25,400.50Average per order: RUB 81.94');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Coupons',
      'Redemptions',
      'Create',
      'Generate',
    ]);

    const coupons = await screen.findByRole('list', { name: 'Latest coupons' });
    const [first, second] = within(coupons).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('10% off (up to RUB 500)');
    expect(first).toHaveTextContent('Orders from RUB 1,000');
    expect(first).toHaveTextContent('Used: 3 of 100');
    expect(first).toHaveTextContent('Valid: from 01/05/2026, no end date');
    expect(second).toHaveTextContent('Inactive');
    expect(second).toHaveTextContent('RUB 300 off');
    expect(second).toHaveTextContent('Expired');

    const usages = await screen.findByRole('list', { name: 'Latest redemptions' });
    expect(usages).toHaveTextContent('SUMMER10 · ID 1');
    expect(usages).toHaveTextContent('Order No. 1077');
    expect(usages).toHaveTextContent('Discount: RUB 150');
    expect(usages).toHaveTextContent('To pay: RUB 1,350');
  });

  it('says in English that usage data is unavailable', async () => {
    stubApi({
      'GET /coupons/stats': never,
      'GET /coupons/coupons': never,
      'GET /coupons/usage': jsonResponse(404, { detail: 'Not Found' }),
    });
    renderAdminApp('/admin/coupons');
    expect(await screen.findByText('Coupon redemption data is unavailable')).toBeInTheDocument();
  });

  it('labels the coupon toggle in English', async () => {
    stubApi({
      'GET /coupons/stats': never,
      'GET /coupons/coupons': jsonResponse(200, page('coupons', [makeCoupon()])),
    });
    renderAdminApp('/admin/coupons?tab=coupons');
    expect(await screen.findByRole('button', { name: 'Deactivate SUMMER10' })).toHaveAttribute(
      'title',
      'Deactivate',
    );
    expect(screen.getByRole('searchbox', { name: 'Search coupons' })).toHaveAttribute(
      'placeholder',
      'Code, name or description',
    );
  });
});

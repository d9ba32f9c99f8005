import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const next = () => screen.getByRole('button', { name: 'Next' });
const field = (label: string) => screen.getByLabelText(label);

describe('coupon wizard in English', () => {
  inEnglish();
  beforeEach(() => sessionStorage.clear());

  it('names the steps, the fields, the hints and the messages in English', async () => {
    stubApi({ 'GET /coupons/stats': never, 'POST /coupons/coupons': never });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=create');
    // The page is a lazy chunk: its first load in a file can pass the default second.
    expect(await screen.findByText('Step 1 of 6', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic information' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New coupon' })).toBeInTheDocument();
    expect(screen.getByText(/kept as a draft until the tab is closed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hint: Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await user.type(field('Name'), 'Ab');
    expect(screen.getByText('The name must be at least 3 characters long')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(field('Name'), 'c sale');
    await user.type(field('Description'), 'For everyone');
    await user.click(next());

    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    expect(screen.getByTestId('coupon-preview')).toHaveTextContent('10% off');
    expect(screen.getByText('Order of RUB 1,000: RUB 100 off')).toBeInTheDocument();
    await user.clear(field('Discount, %'));
    await user.type(field('Discount, %'), '150');
    expect(screen.getByText('A percentage discount cannot exceed 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    expect(screen.getByTestId('coupon-preview')).toHaveTextContent('RUB 150 off');
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Coupon code' })).toBeInTheDocument();
    expect((field('Coupon code') as HTMLInputElement).value).toMatch(/^ABCSALE/);
    await user.click(next());
    await user.clear(field('Usage limit'));
    await user.type(field('Usage limit'), '1.5');
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
  });

  it('says a failed create in English', async () => {
    sessionStorage.setItem(
      'coupon-wizard-draft',
      JSON.stringify({
        step: 6,
        autoCode: false,
        codeRandom: 0.5,
        values: {
          name: 'Big sale',
          description: 'For everyone',
          coupon_type: 'percentage',
          discount_value: '10',
          maximum_discount_amount: '0',
          code: 'BIG10',
          minimum_purchase_amount: '0',
          usage_limit: '100',
          usage_limit_per_user: '1',
          valid_from: '2026-06-01',
          valid_until: '',
          is_public: true,
          requires_approval: false,
          auto_apply: false,
          stackable: false,
        },
      }),
    );
    stubApi({
      'GET /coupons/stats': never,
      'POST /coupons/coupons': jsonResponse(400, { detail: 'Request validation failed' }),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons?tab=create');
    expect(
      await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Stacks with others' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Invalid data. Check the fields you filled in.',
    );
  });
});

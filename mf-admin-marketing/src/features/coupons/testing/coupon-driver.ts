import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

// Test-only: the coupons tab with two coupons, one nobody used and one used three times.

export const unused = makeCoupon({
  id: 4,
  code: 'SPRING5',
  name: 'Весна',
  description: 'Для подписчиков',
  coupon_type: 'fixed',
  discount_value: 150,
  minimum_purchase_amount: 1000,
  usage_limit: 50,
  usage_limit_per_user: 2,
  current_usage_count: 0,
  valid_from: '2026-05-01T12:00:00Z',
  valid_until: '2026-05-31T12:00:00Z',
  is_public: false,
  stackable: true,
});

export const used = makeCoupon({
  id: 5,
  code: 'VIP50',
  name: 'Для своих',
  discount_value: 50,
  maximum_discount_amount: 2000,
  usage_limit_per_user: 3,
  current_usage_count: 3,
});

export function stubCoupons(routes: Routes = {}) {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': jsonResponse(200, page('coupons', [unused, used])),
    ...routes,
  });
}

// No pause between keystrokes: the dialog's fields have no debounce.
export const setup = () => userEvent.setup({ delay: null });
export type User = ReturnType<typeof setup>;

export async function openCoupons() {
  renderAdminApp('/admin/coupons?tab=coupons');
  return screen.findByRole('list', { name: 'Купоны' });
}

/** The coupons tab, then 'Изменить' of the coupon `code`: its dialog. */
export async function openEdit(user: User, code: string) {
  await openCoupons();
  await user.click(screen.getByRole('button', { name: `Изменить купон ${code}` }));
  return screen.findByRole('dialog', { name: `Изменить купон ${code}` });
}

export const box = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('textbox', { name });
export const spin = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name });
export const save = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

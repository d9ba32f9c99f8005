import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings, page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import { makePaymentMode, makeReferralCode } from './fixtures';

// Test-only: the calls /user/finance makes on its own, answered empty, so a test names only
// the calls it is about.

export const financeRoutes = (): Routes => ({
  'GET /finance/ledger': jsonResponse(200, page('entries', [])),
  'GET /payments/my': jsonResponse(200, page('payments', [])),
  'GET /shop/payment-mode': jsonResponse(200, makePaymentMode()),
  'POST /referrals/my-code': jsonResponse(200, makeReferralCode()),
  'GET /settings': jsonResponse(200, makeShopSettings()),
});

/** stubApi with the finance page's background calls answered; `routes` win. */
export function stubFinanceApi(routes: Routes = {}) {
  return stubApi({ ...financeRoutes(), ...routes });
}

export { shownLocation as location } from '@storefront/shared/testing/remote-app';

/** The page is a lazy chunk: its first load in a file can pass the default second. */
export const FIRST_LOAD = { timeout: 10_000 };

/** A text of the page, waited for as long as its first load may take. */
export const findPageText = (text: string) => screen.findByText(text, {}, FIRST_LOAD);

/** A heading of the page by its name, waited for as long as its first load may take. */
export const findPageHeading = (name: string) => screen.findByRole('heading', { name }, FIRST_LOAD);

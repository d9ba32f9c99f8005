import { changeLanguage } from '@storefront/shared/i18n';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { act, screen } from '@testing-library/react';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { findPageHeading, stubFinanceApi } from '../../testing/shop-api';

beforeEach(async () => {
  await act(() => changeLanguage('en'));
  stubFinanceApi({
    'GET /orders/my': jsonResponse(200, page('orders', [])),
    'GET /tickets/': jsonResponse(200, page('tickets', [])),
  });
});

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

describe('customer area pages in English', () => {
  it("/user/tickets is titled My tickets, the stub's sentence now its empty list", async () => {
    renderCustomerApp('/user/tickets');
    expect(await findPageHeading('My tickets')).toBeInTheDocument();
    expect(await screen.findByText('Your tickets will appear here.')).toBeInTheDocument();
  });

  it('an unknown address says so, with a way back', () => {
    renderCustomerApp('/user/wallet');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my finances' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
  });

  it('follows a switch back to Russian without a reload', async () => {
    renderCustomerApp('/user/orders');
    expect(await findPageHeading('My orders')).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { name: 'Мои Заказы' })).toBeInTheDocument();
  });
});

import { changeLanguage } from '@storefront/shared/i18n';
import { act, screen } from '@testing-library/react';
import { renderCustomerApp } from '../../testing/render-customer-app';

beforeEach(async () => {
  await act(() => changeLanguage('en'));
});

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

describe('customer area pages in English', () => {
  it.each([
    ['/user/finance', 'My finances', 'Your finances will appear here.'],
    ['/user/orders', 'My orders', 'Your orders will appear here.'],
    ['/user/tickets', 'My tickets', 'Your tickets will appear here.'],
  ])('%s is a stub titled %s', (route, title, text) => {
    renderCustomerApp(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(text)).toBeInTheDocument();
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
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { name: 'Мои Заказы' })).toBeInTheDocument();
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { screen } from '@testing-library/react';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, stubFinanceApi } from '../../testing/shop-api';

describe('customer area pages', () => {
  beforeEach(() => {
    stubFinanceApi({
      'GET /orders/my': jsonResponse(200, page('orders', [])),
      'GET /tickets/': jsonResponse(200, page('tickets', [])),
    });
  });

  it.each([
    ['/user/finance', 'Мои Финансы', 'Здесь появится информация о ваших финансах.'],
    ['/user/orders', 'Мои Заказы', 'Здесь появится информация о ваших заказах.'],
    ['/user/tickets', 'Мои Тикеты', 'Здесь появится информация о ваших тикетах.'],
  ])(
    "%s keeps the stub's title %s, its sentence now the empty list",
    async (route, title, text) => {
      renderCustomerApp(route);
      expect(await screen.findByRole('heading', { level: 1 }, FIRST_LOAD)).toHaveTextContent(title);
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('/user/settings holds the password-change card', () => {
    renderCustomerApp('/user/settings');
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
  });

  it('an unknown address in the area says so, with a way back', () => {
    renderCustomerApp('/user/wallet');
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к финансам' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
  });

  it('the bare area address opens the first menu item', async () => {
    renderCustomerApp('/user');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/finance');
    expect(await findPageHeading('Мои Финансы')).toBeInTheDocument();
  });
});

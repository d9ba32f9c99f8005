import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { page } from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, stubFinanceApi } from '../../testing/shop-api';

describe('customer area pages', () => {
  beforeEach(() => {
    stubFinanceApi({ 'GET /orders/my': jsonResponse(200, page('orders', [])) });
  });

  it('/user/tickets is a stub titled Мои Тикеты', () => {
    renderCustomerApp('/user/tickets');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Мои Тикеты');
    expect(screen.getByText('Здесь появится информация о ваших тикетах.')).toBeInTheDocument();
  });

  it.each([
    ['/user/finance', 'Мои Финансы', 'Здесь появится информация о ваших финансах.'],
    ['/user/orders', 'Мои Заказы', 'Здесь появится информация о ваших заказах.'],
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
    expect(
      await screen.findByRole('heading', { name: 'Мои Финансы' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderCustomerApp } from '../../testing/render-customer-app';

describe('customer area pages', () => {
  it.each([
    ['/user/finance', 'Мои Финансы', 'Здесь появится информация о ваших финансах.'],
    ['/user/orders', 'Мои Заказы', 'Здесь появится информация о ваших заказах.'],
    ['/user/tickets', 'Мои Тикеты', 'Здесь появится информация о ваших тикетах.'],
  ])('%s is a stub titled %s', (route, title, text) => {
    renderCustomerApp(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

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

  it('the bare area address opens the first menu item', () => {
    renderCustomerApp('/user');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/finance');
    expect(screen.getByRole('heading', { name: 'Мои Финансы' })).toBeInTheDocument();
  });
});

import { makeUser } from '@storefront/shared/testing/fixtures';
import { screen } from '@testing-library/react';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { FIRST_LOAD, findPageHeading, stubFinanceApi } from '../../testing/shop-api';

const admin = makeUser({ username: 'boss', role: 'admin', role_score: 80 });
const superuser = makeUser({ username: 'root', is_superuser: true });

describe("'Мои Финансы' is for those who can buy", () => {
  it.each([
    ['an admin', admin],
    ['a superuser', superuser],
  ])('refuses itself to %s, asking the API for nothing', async (_, user) => {
    const api = stubFinanceApi();
    renderCustomerApp('/user/finance', user);
    expect(await findPageHeading('Мои Финансы')).toBeInTheDocument();
    expect(screen.getByText('Раздел только для покупателей')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сумма, ₽' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Пригласить друга' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Мои пополнения' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens for staff, who buy like any customer', async () => {
    stubFinanceApi();
    renderCustomerApp('/user/finance', makeUser({ role: 'staff', role_score: 50 }));
    expect(
      await screen.findByRole('textbox', { name: 'Сумма, ₽' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Пригласить друга' })).toBeInTheDocument();
    expect(screen.queryByText('Раздел только для покупателей')).not.toBeInTheDocument();
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { never, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon, makeUsage } from '../../testing/fixtures';

function stub(overrides: Routes = {}) {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'GET /coupons/coupons': jsonResponse(200, page('coupons', [makeCoupon()])),
    'GET /coupons/usage': jsonResponse(200, page('usages', [makeUsage()])),
    ...overrides,
  });
}

const card = (name: string) => screen.getByRole('group', { name });

describe('/admin/coupons', () => {
  it('shows the four summary cards from the stats, amounts in roubles', async () => {
    stub();
    renderAdminApp('/admin/coupons');
    const top = await screen.findByRole('group', { name: 'Популярный купон' });
    expect(await within(top).findByText('SUMMER10')).toBeInTheDocument();
    expect(card('Всего купонов')).toHaveTextContent(/12Активных: 9 · Истёкших: 2/);
    expect(card('Использований')).toHaveTextContent(/340Заказов: 310/);
    expect(card('Общая скидка')).toHaveTextContent(/25\s400,50\s₽В среднем на заказ: 81,94\s₽/);
  });

  it("says 'Нет' without a most used coupon", async () => {
    stub({ 'GET /coupons/stats': jsonResponse(200, { ...couponStats, most_used_coupon: null }) });
    renderAdminApp('/admin/coupons');
    const top = await screen.findByRole('group', { name: 'Популярный купон' });
    expect(await within(top).findByText('Нет')).toBeInTheDocument();
  });

  it('shows dashes while the figures load', async () => {
    stub({ 'GET /coupons/stats': never });
    renderAdminApp('/admin/coupons');
    expect(await screen.findByRole('group', { name: 'Всего купонов' })).toHaveTextContent(
      'Всего купонов—',
    );
    expect(card('Популярный купон')).toHaveTextContent('Популярный купон—');
  });

  it("a failed load says 'Ошибка загрузки данных'", async () => {
    stub({ 'GET /coupons/stats': jsonResponse(500, {}) });
    renderAdminApp('/admin/coupons');
    expect(await screen.findByText('Ошибка загрузки данных')).toBeInTheDocument();
    expect(card('Всего купонов')).toHaveTextContent('—');
  });

  it('overview: the five latest coupons and usages', async () => {
    const api = stub();
    renderAdminApp('/admin/coupons');
    const usages = await screen.findByRole('list', { name: 'Последние использования' });
    expect(usages).toHaveTextContent('anna');
    expect(usages).toHaveTextContent('Скидка: 150 ₽');
    expect(screen.getByRole('list', { name: 'Последние купоны' })).toHaveTextContent(
      'Летняя распродажа',
    );
    expect(api.to('GET', '/coupons/coupons')[0]?.query.get('size')).toBe('5');
    expect(api.to('GET', '/coupons/usage')[0]?.query.get('size')).toBe('5');
  });

  it('overview: a notice when usage data is unavailable', async () => {
    stub({ 'GET /coupons/usage': jsonResponse(404, { detail: 'Not Found' }) });
    renderAdminApp('/admin/coupons');
    expect(
      await screen.findByText('Данные об использовании купонов недоступны'),
    ).toBeInTheDocument();
  });

  it('keeps the tab in the URL, and reads it back on reload', async () => {
    stub({ 'GET /coupons/stats': never, 'GET /coupons/coupons': never });
    const user = userEvent.setup();
    renderAdminApp('/admin/coupons');
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Обзор')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Обзор',
      'Купоны',
      'Использования',
      'Создать',
      'Генерация',
    ]);

    await user.click(tab('Использования'));
    expect(location()).toBe('/admin/coupons?tab=usages');
    expect(await screen.findByRole('searchbox', { name: 'Поиск использований' })).toBeVisible();
    await user.click(tab('Создать'));
    expect(location()).toBe('/admin/coupons?tab=create');
    expect(screen.getByText('Шаг 1 из 6')).toBeInTheDocument();
    await user.click(tab('Обзор'));
    expect(location()).toBe('/admin/coupons');
  });

  it.each([
    ['?tab=coupons', 'Купоны'],
    ['?tab=generate', 'Генерация'],
    ['?tab=nonsense', 'Обзор'],
  ])('opens %s on the "%s" tab', async (query, name) => {
    stub({
      'GET /coupons/stats': never,
      'GET /coupons/coupons': never,
      'GET /coupons/usage': never,
    });
    renderAdminApp(`/admin/coupons${query}`);
    expect(await screen.findByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });
});

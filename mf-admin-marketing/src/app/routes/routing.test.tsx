import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

describe('routes below basePath /admin', () => {
  it.each([
    ['/admin/coupons', 'Купоны'],
    ['/admin/coupons?tab=generate', 'Купоны'],
    ['/admin/referrals', 'Рефералка'],
    ['/admin/discounts', 'Скидки'],
    ['/admin/discounts?status=active&page=2', 'Скидки'],
    ['/admin/coupons/5', 'Страница не найдена'],
    ['/admin/referrals/x/y', 'Страница не найдена'],
    ['/admin/discounts/7', 'Страница не найдена'],
  ])('%s shows "%s"', async (route, heading) => {
    // Every page asks for data; the answers do not matter here.
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderAdminApp(route);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

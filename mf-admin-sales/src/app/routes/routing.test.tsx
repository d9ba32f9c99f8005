import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

describe('routes below basePath /admin', () => {
  it.each([
    ['/admin/orders', 'Журнал покупок'],
    ['/admin/orders?status=paid&page=2', 'Журнал покупок'],
    ['/admin/payments', 'Журнал финансов'],
    ['/admin/payments?tab=payments&status=pending', 'Журнал финансов'],
    ['/admin/orders/5', 'Страница не найдена'],
    ['/admin/payments/x/y', 'Страница не найдена'],
  ])('%s shows "%s"', async (route, heading) => {
    // Every page asks for data; the answers do not matter here.
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderAdminApp(route);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

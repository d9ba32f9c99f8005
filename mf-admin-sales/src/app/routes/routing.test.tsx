import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/orders', 'Журнал покупок'],
      ['/admin/orders?status=paid&page=2', 'Журнал покупок'],
      ['/admin/payments', 'Журнал финансов'],
      ['/admin/payments?tab=payments&status=pending', 'Журнал финансов'],
      // An order's page takes a positive whole number; anything else is no page of ours.
      ['/admin/orders/abc', 'Страница не найдена'],
      ['/admin/orders/0', 'Страница не найдена'],
      ['/admin/orders/1.5', 'Страница не найдена'],
      ['/admin/orders/5/x', 'Страница не найдена'],
      ['/admin/payments/x/y', 'Страница не найдена'],
    ],
    renderAdminApp,
  );

  it('an address that is no order links back to the journal, and asks the API nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderAdminApp('/admin/orders/abc');
    expect(await screen.findByRole('link', { name: 'К журналу покупок' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

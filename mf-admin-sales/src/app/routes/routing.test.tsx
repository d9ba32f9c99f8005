import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/orders', 'Журнал покупок'],
      ['/admin/orders?status=paid&page=2', 'Журнал покупок'],
      ['/admin/payments', 'Журнал финансов'],
      ['/admin/payments?tab=payments&status=pending', 'Журнал финансов'],
      ['/admin/orders/5', 'Страница не найдена'],
      ['/admin/payments/x/y', 'Страница не найдена'],
    ],
    renderAdminApp,
  );
});

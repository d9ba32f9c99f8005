import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/coupons', 'Купоны'],
      ['/admin/coupons?tab=generate', 'Купоны'],
      ['/admin/referrals', 'Рефералка'],
      ['/admin/discounts', 'Скидки'],
      ['/admin/discounts?status=active&page=2', 'Скидки'],
      ['/admin/coupons/5', 'Страница не найдена'],
      ['/admin/referrals/x/y', 'Страница не найдена'],
      ['/admin/discounts/7', 'Страница не найдена'],
    ],
    renderAdminApp,
  );
});

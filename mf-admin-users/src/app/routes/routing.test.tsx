import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/users', 'Пользователи'],
      ['/admin/staff', 'Персонал'],
      ['/admin/users/5/edit', 'Ред. пользователя'],
      ['/admin/staff/5/edit', 'Ред. сотрудника'],
      ['/admin/statistics', 'Статистика'],
      ['/admin/logs', 'Журнал событий'],
      ['/admin/settings', 'Настройки'],
      ['/admin/settings/extra', 'Страница не найдена'],
      ['/admin/users/5/nothing', 'Страница не найдена'],
    ],
    renderAdminApp,
  );
});

import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

describe('routes below basePath /admin', () => {
  it.each([
    ['/admin/users', 'Пользователи'],
    ['/admin/staff', 'Персонал'],
    ['/admin/users/5/edit', 'Ред. пользователя'],
    ['/admin/staff/5/edit', 'Ред. сотрудника'],
    ['/admin/statistics', 'Статистика'],
    ['/admin/logs', 'Журнал событий'],
    ['/admin/settings', 'Настройки'],
    ['/admin/settings/extra', 'Страница не найдена'],
    ['/admin/users/5/nothing', 'Страница не найдена'],
  ])('%s shows "%s"', async (route, heading) => {
    // Every page asks for data; the answers do not matter here.
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderAdminApp(route);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

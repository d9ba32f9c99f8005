import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/tickets', 'Тикеты'],
      ['/admin/tickets?status=open&page=2', 'Тикеты'],
      ['/admin/reviews', 'Отзывы'],
      ['/admin/reviews?status=pending', 'Отзывы'],
      ['/admin/tickets/abc', 'Страница не найдена'],
      ['/admin/tickets/0', 'Страница не найдена'],
      ['/admin/tickets/5/x', 'Страница не найдена'],
      ['/admin/reviews/5', 'Страница не найдена'],
      ['/admin/reviews/x/y', 'Страница не найдена'],
    ],
    renderAdminApp,
  );

  it.each([
    ['/admin/tickets/abc', 'К списку тикетов', '/admin/tickets'],
    ['/admin/reviews/x', 'К отзывам', '/admin/reviews'],
  ])('an unknown %s links back to its list', async (route, label, to) => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderAdminApp(route);
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', to);
  });
});

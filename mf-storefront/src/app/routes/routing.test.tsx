import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';
import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import { renderStorefront } from '../../testing/render-storefront';

describe('routes below basePath /', () => {
  eachRouteShowsHeading(
    [
      ['/products', 'Товары'],
      ['/products?search=x', 'Товары'],
      ['/products/abc', 'Товар не найден'],
      ['/products/0', 'Товар не найден'],
      ['/products/5/reviews', 'Страница не найдена'],
      ['/pay/x/y', 'Страница не найдена'],
      ['/reviews', 'Отзывы'],
      ['/reviews?page=2', 'Отзывы'],
      ['/rules', 'Правила'],
      ['/contacts', 'Контакты'],
      ['/reviews/5', 'Страница не найдена'],
      ['/rules/x', 'Страница не найдена'],
      ['/contacts/x/y', 'Страница не найдена'],
    ],
    (route) => renderStorefront(route, null),
  );

  it('renders nothing for paths the shell does not route here', () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderStorefront('/orders', null);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

import { eachRouteShowsHeading } from '@storefront/shared/testing/routing';
import { FIRST_PAINT, renderCatalogApp } from '../../testing/render-catalog-app';

describe('routes below basePath /admin', () => {
  eachRouteShowsHeading(
    [
      ['/admin/cities', 'Города'],
      ['/admin/cities/1/districts', 'Загрузка...'],
      ['/admin/cities/1/products', 'Загрузка...'],
      ['/admin/products', 'Товары'],
      ['/admin/products/create', 'Новый товар'],
      ['/admin/products/5/edit', 'Редактирование товара'],
      ['/admin/cities/1/nothing', 'Страница не найдена'],
      ['/admin/products/5', 'Страница не найдена'],
    ],
    renderCatalogApp,
    FIRST_PAINT,
  );
});

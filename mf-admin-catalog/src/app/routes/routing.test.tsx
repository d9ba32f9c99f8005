import { never } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import { FIRST_PAINT, renderCatalogApp } from '../../testing/render-catalog-app';

describe('routes below basePath /admin', () => {
  it.each([
    ['/admin/cities', 'Города'],
    ['/admin/cities/1/districts', 'Загрузка...'],
    ['/admin/cities/1/products', 'Загрузка...'],
    ['/admin/products', 'Товары'],
    ['/admin/products/create', 'Новый товар'],
    ['/admin/products/5/edit', 'Редактирование товара'],
    ['/admin/cities/1/nothing', 'Страница не найдена'],
    ['/admin/products/5', 'Страница не найдена'],
  ])('%s shows "%s"', async (route, heading) => {
    // Every page asks for data; the answers do not matter here.
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    renderCatalogApp(route);
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_PAINT)).toHaveTextContent(
      heading,
    );
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { type ApiCall, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productsPage, uploadResult } from './fixtures';
import { FIRST_PAINT, renderCatalogApp, stubObjectUrls } from './render-catalog-app';

/** The product the edit-form tests open: a logo and one more image, inactive. */
export const tea = product({
  id: 5,
  name: 'Чай',
  description: 'Зелёный чай',
  logo_image: '/api/v1/upload/files/old-logo.png',
  images: ['/api/v1/upload/files/old-one.png'],
  is_active: false,
});

/** The name of the file an upload call sent. */
export const sentName = (call: ApiCall) => ((call.body as FormData).get('file') as File).name;

/** The paths of the file deletions the form sent. */
export const deletes = (api: { calls: ApiCall[] }) =>
  api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

/** The API of the edit page: the product, uploads named `u-<file>`, the save, the deletes. */
export function stubEditApi(extra: Routes = {}) {
  return stubApi({
    'GET /products/5': jsonResponse(200, tea),
    'GET /products/': jsonResponse(200, productsPage([tea])),
    'POST /upload/single': (call) => jsonResponse(201, uploadResult(`u-${sentName(call)}`)),
    'PUT /products/5': (call) => jsonResponse(200, { ...tea, ...(call.body as object) }),
    'DELETE /upload/files/u-a.png': jsonResponse(204),
    'DELETE /upload/files/u-b.png': jsonResponse(204),
    ...extra,
  });
}

/** The API of the create page: no products yet, uploads named `u-<file>`, the save, the logo's delete. */
export function stubCreateApi(extra: Routes = {}) {
  return stubApi({
    'GET /products/': jsonResponse(200, productsPage([])),
    'POST /upload/single': (call) => jsonResponse(201, uploadResult(`u-${sentName(call)}`)),
    'POST /products/': jsonResponse(201, product()),
    'DELETE /upload/files/u-logo.png': jsonResponse(204),
    ...extra,
  });
}

/** Opens /admin/products/create and waits for the form under its `heading`. */
export async function openCreate(heading: string, options?: Parameters<typeof userEvent.setup>[0]) {
  stubObjectUrls();
  const user = userEvent.setup(options);
  renderCatalogApp('/admin/products/create');
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST_PAINT);
  return user;
}

/** Opens /admin/products/5/edit and waits for the loaded form. */
export async function openEdit() {
  stubObjectUrls();
  const user = userEvent.setup();
  renderCatalogApp('/admin/products/5/edit');
  await screen.findByDisplayValue('Чай', {}, FIRST_PAINT);
  return user;
}

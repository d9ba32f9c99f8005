import { jsonResponse } from '@storefront/shared/testing';
import { type ApiCall, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productsPage, uploadResult } from '../../../testing/fixtures';
import { location, renderCatalogApp, stubObjectUrls } from '../../../testing/render-catalog-app';

const tea = product({
  id: 5,
  name: 'Чай',
  description: 'Зелёный чай',
  logo_image: '/api/v1/upload/files/old-logo.png',
  images: ['/api/v1/upload/files/old-one.png'],
  is_active: false,
});

const sentName = (call: ApiCall) => ((call.body as FormData).get('file') as File).name;
const _deletes = (api: { calls: ApiCall[] }) =>
  api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

function stub(extra: Routes = {}) {
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

async function openEdit() {
  stubObjectUrls();
  const user = userEvent.setup();
  renderCatalogApp('/admin/products/5/edit');
  await screen.findByDisplayValue('Чай');
  return user;
}

describe('edit product', () => {
  it.each([
    ['a product the server cannot give', '/admin/products/5/edit'],
    ['an address without an id', '/admin/products/abc/edit'],
  ])('%s sends the user back to the list', async (_what, route) => {
    stub({ 'GET /products/5': jsonResponse(404, { detail: 'Товар не найден' }) });
    renderCatalogApp(route);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(await screen.findByText('Не удалось загрузить товар')).toBeInTheDocument();
  });

  it('starts from the product: name, description and its images', async () => {
    stub();
    await openEdit();
    expect(screen.getByLabelText('Описание')).toHaveValue('Зелёный чай');
    expect(screen.getByRole('img', { name: 'Логотип' })).toHaveAttribute(
      'src',
      '/api/v1/upload/files/old-logo.png',
    );
    expect(screen.getByRole('img', { name: 'Изображение 1' })).toHaveAttribute(
      'src',
      '/api/v1/upload/files/old-one.png',
    );
    expect(screen.getByLabelText('Изображение 2')).toBeEnabled();
    expect(screen.getByLabelText('Изображение 3')).toBeDisabled();
  });

  it('removing the logo clears every image; saving then asks for a logo', async () => {
    const api = stub();
    const user = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Убрать: Логотип' }));
    expect(screen.queryByRole('img', { name: 'Изображение 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Логотип товара обязателен')).toBeInTheDocument();
    expect(api.to('PUT', '/products/5')).toHaveLength(0);
  });
});

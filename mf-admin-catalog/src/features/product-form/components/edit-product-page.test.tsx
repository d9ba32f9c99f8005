import { jsonResponse } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { openEdit, stubEditApi } from '../../../testing/product-form-stub';
import { location, renderCatalogApp } from '../../../testing/render-catalog-app';
import { shownUpload } from '../../../testing/shown-upload';

describe('edit product', () => {
  it.each([
    ['a product the server cannot give', '/admin/products/5/edit'],
    ['an address without an id', '/admin/products/abc/edit'],
  ])('%s sends the user back to the list', async (_what, route) => {
    stubEditApi({ 'GET /products/5': jsonResponse(404, { detail: 'Товар не найден' }) });
    renderCatalogApp(route);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(await screen.findByText('Не удалось загрузить товар')).toBeInTheDocument();
  });

  it('starts from the product: name, description and its images', async () => {
    stubEditApi();
    await openEdit();
    expect(screen.getByLabelText('Описание')).toHaveValue('Зелёный чай');
    expect(shownUpload(screen.getByRole('img', { name: 'Логотип' }))).toBe(
      '/api/v1/upload/files/old-logo.png',
    );
    expect(shownUpload(screen.getByRole('img', { name: 'Изображение 1' }))).toBe(
      '/api/v1/upload/files/old-one.png',
    );
    expect(screen.getByLabelText('Изображение 2')).toBeEnabled();
    expect(screen.getByLabelText('Изображение 3')).toBeDisabled();
  });

  it('removing the logo clears every image; saving then asks for a logo', async () => {
    const api = stubEditApi();
    const user = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Убрать: Логотип' }));
    expect(screen.queryByRole('img', { name: 'Изображение 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Логотип товара обязателен')).toBeInTheDocument();
    expect(api.to('PUT', '/products/5')).toHaveLength(0);
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { deferred } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import { imageFile, uploadResult } from '../../../testing/fixtures';
import { deletes, openEdit, sentName, stubEditApi } from '../../../testing/product-form-stub';
import { location } from '../../../testing/render-catalog-app';
import { shownUpload } from '../../../testing/shown-upload';

describe('edit product: uploads', () => {
  it('uploads a replaced image at once, then saves its URL and returns to the list', async () => {
    const upload = deferred();
    const api = stubEditApi({ 'POST /upload/single': () => upload.respond() });
    const user = await openEdit();
    await user.upload(screen.getByLabelText('Изображение 1'), imageFile('a.png'));

    expect(api.to('POST', '/upload/single').map(sentName)).toEqual(['a.png']);
    expect(
      screen.getByRole('progressbar', { name: 'Загрузка: Изображение 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    upload.answer(jsonResponse(201, uploadResult('u-a.png')));
    await waitFor(() =>
      expect(shownUpload(screen.getByRole('img', { name: 'Изображение 1' }))).toBe(
        '/api/v1/upload/files/u-a.png',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(api.to('PUT', '/products/5')[0]?.body).toEqual({
      name: 'Чай',
      description: 'Зелёный чай',
      logo_image: '/api/v1/upload/files/old-logo.png',
      images: ['/api/v1/upload/files/u-a.png'],
      is_active: false,
      price: '1500.00',
    });
    // The saved file stays; the replaced one is the server's to keep or drop.
    expect(deletes(api)).toEqual([]);
  });

  it("shows the product's 'Активен' and saves it switched", async () => {
    const api = stubEditApi();
    const user = await openEdit();
    const active = screen.getByRole('switch', { name: 'Активен' });
    // The product of the stub is inactive.
    expect(active).not.toBeChecked();
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.to('PUT', '/products/5')).toHaveLength(1));
    expect(api.to('PUT', '/products/5')[0]?.body).toMatchObject({ is_active: true });
  });

  it('leaving without saving deletes the files uploaded during the visit, nothing else', async () => {
    const api = stubEditApi();
    const user = await openEdit();
    await user.upload(screen.getByLabelText('Логотип'), imageFile('a.png'));
    await waitFor(() =>
      expect(shownUpload(screen.getByRole('img', { name: 'Логотип' }))).toBe(
        '/api/v1/upload/files/u-a.png',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    await waitFor(() => expect(deletes(api)).toEqual(['/upload/files/u-a.png']));
    expect(api.to('PUT', '/products/5')).toHaveLength(0);
  });

  it('after saving, only the uploads the product no longer uses are deleted', async () => {
    const api = stubEditApi();
    const user = await openEdit();
    const slot = () => screen.getByLabelText('Изображение 2');
    await user.upload(slot(), imageFile('a.png'));
    await screen.findByRole('img', { name: 'Изображение 2' });
    await user.upload(slot(), imageFile('b.png'));
    await waitFor(() =>
      expect(shownUpload(screen.getByRole('img', { name: 'Изображение 2' }))).toBe(
        '/api/v1/upload/files/u-b.png',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(api.to('PUT', '/products/5')[0]?.body).toMatchObject({
      images: ['/api/v1/upload/files/old-one.png', '/api/v1/upload/files/u-b.png'],
    });
    await waitFor(() => expect(deletes(api)).toEqual(['/upload/files/u-a.png']));
  });

  it('an upload that finishes after the user left is deleted too', async () => {
    const upload = deferred();
    const api = stubEditApi({ 'POST /upload/single': () => upload.respond() });
    const user = await openEdit();
    await user.upload(screen.getByLabelText('Изображение 2'), imageFile('a.png'));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    upload.answer(jsonResponse(201, uploadResult('u-a.png')));
    await waitFor(() => expect(deletes(api)).toEqual(['/upload/files/u-a.png']));
  });

  it('a failed upload keeps the previous image and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubEditApi({ 'POST /upload/single': jsonResponse(500, {}) });
    const user = await openEdit();
    await user.upload(screen.getByLabelText('Логотип'), imageFile('a.png'));
    expect(await screen.findByText('Ошибка загрузки изображения')).toBeInTheDocument();
    expect(shownUpload(screen.getByRole('img', { name: 'Логотип' }))).toBe(
      '/api/v1/upload/files/old-logo.png',
    );
  });
});

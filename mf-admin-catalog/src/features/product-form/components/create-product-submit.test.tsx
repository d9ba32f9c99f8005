import { jsonResponse } from '@storefront/shared/testing';
import { deferred } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, product, uploadResult } from '../../../testing/fixtures';
import { sentName, stubCreateApi } from '../../../testing/product-form-stub';
import {
  FIRST_PAINT,
  location,
  renderCatalogApp,
  stubObjectUrls,
} from '../../../testing/render-catalog-app';

/** Opens the form, fills it with a logo and one more image, and submits. */
async function submitFilled() {
  stubObjectUrls();
  const user = userEvent.setup();
  renderCatalogApp('/admin/products/create');
  await user.type(await screen.findByLabelText('Название', {}, FIRST_PAINT), ' Чай ');
  await user.type(screen.getByLabelText('Описание'), 'Зелёный');
  await user.type(screen.getByLabelText('Цена, ₽'), '1 500,5');
  await user.upload(screen.getByLabelText('Логотип'), imageFile('logo.png'));
  await user.upload(screen.getByLabelText('Изображение 1'), imageFile('one.png'));
  await user.click(screen.getByRole('button', { name: 'Создать' }));
}

describe('create product: submit', () => {
  it('uploads the images in slot order, then creates the product and goes to the list', async () => {
    const upload = deferred();
    const create = deferred();
    let uploads = 0;
    const api = stubCreateApi({
      'POST /upload/single': (call) =>
        ++uploads === 1
          ? upload.respond().then(() => jsonResponse(201, uploadResult(`u-${sentName(call)}`)))
          : jsonResponse(201, uploadResult(`u-${sentName(call)}`)),
      'POST /products/': () => create.respond(),
    });
    await submitFilled();

    const button = screen.getByRole('button', { name: 'Загрузка изображений...' });
    expect(button).toBeDisabled();
    upload.answer(jsonResponse(201, {}));
    expect(await screen.findByRole('button', { name: 'Создание...' })).toBeDisabled();
    expect(api.to('POST', '/upload/single').map(sentName)).toEqual(['logo.png', 'one.png']);
    expect(api.to('POST', '/products/')[0]?.body).toEqual({
      name: 'Чай',
      description: 'Зелёный',
      logo_image: '/api/v1/upload/files/u-logo.png',
      images: ['/api/v1/upload/files/u-one.png'],
      is_active: true,
      price: '1500.50',
    });

    create.answer(jsonResponse(201, product()));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(await screen.findByText('Товар создан')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("creates a draft with 'Активен' off: a product the shop does not show yet", async () => {
    const api = stubCreateApi({ 'POST /products/': jsonResponse(201, product()) });
    stubObjectUrls();
    const user = userEvent.setup();
    renderCatalogApp('/admin/products/create');
    const active = await screen.findByRole('switch', { name: 'Активен' }, FIRST_PAINT);
    expect(active).toBeChecked();
    expect(active).toHaveAccessibleDescription(
      'Неактивный товар не виден в магазине, в журналах и отзывах он остаётся',
    );
    await user.type(screen.getByLabelText('Название'), 'Чай');
    await user.type(screen.getByLabelText('Описание'), 'Зелёный');
    await user.type(screen.getByLabelText('Цена, ₽'), '10');
    await user.upload(screen.getByLabelText('Логотип'), imageFile('logo.png'));
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(api.to('POST', '/products/')).toHaveLength(1));
    expect(api.to('POST', '/products/')[0]?.body).toMatchObject({ name: 'Чай', is_active: false });
  });

  it('an upload failure says "Ошибка загрузки изображения" and deletes what was sent', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubCreateApi({
      'POST /upload/single': (call) =>
        sentName(call) === 'one.png'
          ? jsonResponse(500, { detail: 'disk full' })
          : jsonResponse(201, uploadResult(`u-${sentName(call)}`)),
    });
    await submitFilled();

    expect(await screen.findByText('Ошибка загрузки изображения')).toBeInTheDocument();
    await waitFor(() => expect(api.to('DELETE', '/upload/files/u-logo.png')).toHaveLength(1));
    const cleanup = api.to('DELETE', '/upload/files/u-logo.png')[0];
    expect(cleanup?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(api.to('POST', '/products/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Создать' })).toBeEnabled();
    expect(location()).toHaveTextContent('/admin/products/create');
  });

  it('a refused product shows the server’s reason and deletes the uploaded files', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubCreateApi({
      'POST /products/': jsonResponse(400, { detail: 'Товар с таким названием уже существует' }),
      'DELETE /upload/files/u-one.png': jsonResponse(204),
    });
    await submitFilled();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товар с таким названием уже существует',
    );
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/upload/files/u-logo.png',
        '/upload/files/u-one.png',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Создать' })).toBeEnabled();
  });

  it('"Отмена" returns to the list without sending anything', async () => {
    const api = stubCreateApi();
    stubObjectUrls();
    const user = userEvent.setup();
    renderCatalogApp('/admin/products/create');
    await user.upload(
      await screen.findByLabelText('Логотип', {}, FIRST_PAINT),
      imageFile('logo.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

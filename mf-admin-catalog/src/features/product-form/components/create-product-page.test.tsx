import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile } from '../../../testing/fixtures';
import { openCreate, stubCreateApi } from '../../../testing/product-form-stub';
import { FIRST_PAINT, renderCatalogApp, stubObjectUrls } from '../../../testing/render-catalog-app';
import { NOT_AN_IMAGE, TOO_LARGE } from '../utils/check-image-file';
import { IMAGES_HINT } from './image-slots';

type User = ReturnType<typeof userEvent.setup>;

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(user: User, name: string, description: string, files: string[]) {
  if (name) await user.type(screen.getByLabelText('Название'), name);
  if (description) await user.type(screen.getByLabelText('Описание'), description);
  const labels = ['Логотип', 'Изображение 1', 'Изображение 2', 'Изображение 3'];
  for (const [i, file] of files.entries()) {
    await user.upload(input(labels[i] as string), imageFile(file));
  }
}

describe('create product: form and validation', () => {
  it('checks on submit: name (trimmed), description and logo are required', async () => {
    const api = stubCreateApi();
    const user = await openCreate('Новый товар');
    await fill(user, '   ', '', []);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByText('Название товара обязательно')).toBeInTheDocument();
    expect(screen.getByText('Описание товара обязательно')).toBeInTheDocument();
    expect(screen.getByText('Логотип товара обязателен')).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveFocus();

    // Re-checked on every change once submitted.
    await fill(user, 'Чай', 'Зелёный', ['logo.png']);
    expect(screen.queryByText('Название товара обязательно')).not.toBeInTheDocument();
    expect(screen.queryByText('Описание товара обязательно')).not.toBeInTheDocument();
    expect(screen.queryByText('Логотип товара обязателен')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('offers five image slots that open one after another, images only', async () => {
    stubCreateApi();
    const user = await openCreate('Новый товар');
    expect(screen.getByText(IMAGES_HINT)).toBeInTheDocument();
    expect(input('Логотип')).toHaveAttribute('accept', 'image/*');
    expect(input('Логотип')).toBeEnabled();
    for (const n of [1, 2, 3, 4]) expect(input(`Изображение ${n}`)).toBeDisabled();

    await fill(user, '', '', ['logo.png']);
    expect(screen.getByRole('img', { name: 'Логотип' })).toHaveAttribute('src', 'blob:preview-1');
    expect(input('Изображение 1')).toBeEnabled();
    expect(input('Изображение 2')).toBeDisabled();
    await user.upload(input('Изображение 1'), imageFile('one.png'));
    expect(input('Изображение 2')).toBeEnabled();
    expect(input('Изображение 3')).toBeDisabled();
  });

  it('removing a slot clears it and every later one', async () => {
    stubCreateApi();
    const urls = stubObjectUrls();
    const user = userEvent.setup();
    renderCatalogApp('/admin/products/create');
    await screen.findByRole('heading', { level: 1, name: 'Новый товар' }, FIRST_PAINT);
    await fill(user, '', '', ['logo.png', 'one.png', 'two.png']);
    expect(screen.getByRole('img', { name: 'Изображение 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Убрать: Изображение 1' }));
    expect(screen.getByRole('img', { name: 'Логотип' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Изображение 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Изображение 2' })).not.toBeInTheDocument();
    expect(input('Изображение 1')).toBeEnabled();
    expect(input('Изображение 2')).toBeDisabled();
    // The previews of the removed files are released.
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-3');
  });

  it.each([
    ['a text file', imageFile('notes.txt', 'text/plain'), NOT_AN_IMAGE],
    ['a file over 5 MB', imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1), TOO_LARGE],
  ])('refuses %s before any upload', async (_what, file, text) => {
    const api = stubCreateApi();
    stubObjectUrls();
    const user = userEvent.setup({ applyAccept: false });
    renderCatalogApp('/admin/products/create');
    await screen.findByRole('heading', { level: 1, name: 'Новый товар' }, FIRST_PAINT);
    await user.upload(input('Логотип'), file);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('img', { name: 'Логотип' })).not.toBeInTheDocument();
    expect(input('Изображение 1')).toBeDisabled();
    expect(api.to('POST', '/upload/single')).toHaveLength(0);
  });
});

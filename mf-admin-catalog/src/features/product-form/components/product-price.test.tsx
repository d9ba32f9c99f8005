import { jsonResponse } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile } from '../../../testing/fixtures';
import { openEdit, stubCreateApi, stubEditApi, tea } from '../../../testing/product-form-stub';
import {
  FIRST_PAINT,
  location,
  renderCatalogApp,
  stubObjectUrls,
} from '../../../testing/render-catalog-app';

const price = () => screen.getByLabelText('Цена, ₽');

/** The create form filled in except the price. */
async function openCreateFilled() {
  const api = stubCreateApi();
  stubObjectUrls();
  const user = userEvent.setup();
  renderCatalogApp('/admin/products/create');
  await user.type(await screen.findByLabelText('Название', {}, FIRST_PAINT), 'Чай');
  await user.type(screen.getByLabelText('Описание'), 'Зелёный');
  await user.upload(screen.getByLabelText('Логотип'), imageFile('logo.png'));
  return { api, user };
}

describe('product form: the price', () => {
  it.each([
    ['', 'Укажите цену'],
    ['0', 'Цена должна быть больше 0'],
    ['-10', 'Цена должна быть больше 0'],
    ['10 000 000,01', 'Цена не может быть больше 10 000 000 ₽'],
    ['12,345', 'Введите сумму в рублях, например 1500,50'],
  ])('"%s" is refused: "%s", the field focused, nothing sent', async (typed, message) => {
    const { api, user } = await openCreateFilled();
    if (typed) await user.type(price(), typed);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(price()).toHaveFocus();
    expect(price()).toHaveAccessibleDescription(message);
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('the message follows the field: fixing the price clears it, and the product is created', async () => {
    const { api, user } = await openCreateFilled();
    await user.type(price(), '0');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByText('Цена должна быть больше 0')).toBeInTheDocument();
    await user.clear(price());
    await user.type(price(), '10 000 000');
    expect(screen.queryByText(/Цена/, { selector: 'p' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(api.to('POST', '/products/')[0]?.body).toMatchObject({ price: '10000000.00' });
  });

  it('the edit form starts from the price with a decimal comma and sends the new one', async () => {
    const api = stubEditApi({ 'GET /products/5': jsonResponse(200, { ...tea, price: '1500.50' }) });
    const user = await openEdit();
    expect(price()).toHaveValue('1500,50');
    await user.clear(price());
    await user.type(price(), '2 000,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/products$/));
    expect(api.to('PUT', '/products/5')[0]?.body).toMatchObject({ price: '2000.50' });
  });

  it('a product never priced starts empty and cannot be saved without a price', async () => {
    const api = stubEditApi({ 'GET /products/5': jsonResponse(200, { ...tea, price: null }) });
    const user = await openEdit();
    expect(price()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Укажите цену')).toBeInTheDocument();
    expect(api.to('PUT', '/products/5')).toHaveLength(0);
  });
});

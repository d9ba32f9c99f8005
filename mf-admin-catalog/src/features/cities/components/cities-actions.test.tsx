import { jsonResponse } from '@storefront/shared/testing';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citiesPage, city } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp, rowOf } from '../../../testing/render-catalog-app';
import { CITY_DELETE_CONFIRM } from './cities-page';

const moscow = city({ id: 1, name: 'Москва' });
function stub(extra: Routes = {}) {
  return stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([moscow])), ...extra });
}

async function openAdd() {
  const user = userEvent.setup();
  renderCatalogApp('/admin/cities');
  await screen.findByText('Москва', {}, FIRST_PAINT);
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Добавить город' }) };
}

describe('cities: add and edit', () => {
  it('"Создать" stays disabled until the name has more than spaces; sends name and state', async () => {
    const api = stub({ 'POST /cities/': jsonResponse(201, city({ id: 2, name: 'Тула' })) });
    const { user, dialog } = await openAdd();
    const create = within(dialog).getByRole('button', { name: 'Создать' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Название'), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Название'), 'Тула ');
    expect(create).toBeEnabled();
    expect(within(dialog).getByRole('switch', { name: 'Активен' })).toBeChecked();
    const before = api.to('GET', '/cities/').length;
    await user.click(create);

    expect(await screen.findByText('Город добавлен')).toBeInTheDocument();
    expect(api.to('POST', '/cities/')[0]?.body).toEqual({ name: 'Тула', is_active: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('GET', '/cities/').length).toBeGreaterThan(before);
  });

  it('the switch creates an inactive city', async () => {
    const api = stub({ 'POST /cities/': jsonResponse(201, city({ id: 2 })) });
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Название'), 'Тула');
    await user.click(within(dialog).getByRole('switch', { name: 'Активен' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await screen.findByText('Город добавлен');
    expect(api.to('POST', '/cities/')[0]?.body).toEqual({ name: 'Тула', is_active: false });
  });

  it('a duplicate name keeps the dialog open with the server’s reason', async () => {
    stub({
      'POST /cities/': jsonResponse(400, { detail: 'Город с таким названием уже существует' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText('Название'), 'Москва');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Город с таким названием уже существует',
    );
    expect(screen.getByRole('dialog', { name: 'Добавить город' })).toBeInTheDocument();
  });

  it('"Редактировать" opens the city’s values and saves them with PUT', async () => {
    const api = stub({ 'PUT /cities/1': jsonResponse(200, moscow) });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва', {}, FIRST_PAINT);
    await user.click(within(rowOf('Москва')).getByRole('button', { name: 'Редактировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать город' });
    const name = within(dialog).getByLabelText('Название');
    expect(name).toHaveValue('Москва');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.type(name, 'Новая Москва');
    await user.click(within(dialog).getByRole('switch', { name: 'Активен' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(api.to('PUT', '/cities/1')[0]?.body).toEqual({
      name: 'Новая Москва',
      is_active: false,
    });
  });
});

describe('cities: delete', () => {
  async function askDelete(extra: Routes) {
    const api = stub(extra);
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва', {}, FIRST_PAINT);
    await user.click(within(rowOf('Москва')).getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить город?' });
    expect(dialog).toHaveTextContent(CITY_DELETE_CONFIRM);
    return { api, user, dialog };
  }

  it('asks first; "Отмена" deletes nothing', async () => {
    const { api, user, dialog } = await askDelete({});
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', '/cities/1')).toHaveLength(0);
  });

  it('deletes after the confirmation and refreshes the list', async () => {
    const { api, user, dialog } = await askDelete({ 'DELETE /cities/1': jsonResponse(204) });
    const before = api.to('GET', '/cities/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Город удалён')).toBeInTheDocument();
    expect(api.to('DELETE', '/cities/1')).toHaveLength(1);
    await waitFor(() => expect(api.to('GET', '/cities/').length).toBeGreaterThan(before));
  });

  it('a city that still has districts: the server’s reason is shown (409)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await askDelete({
      'DELETE /cities/1': jsonResponse(409, { detail: 'Сначала удалите районы этого города' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сначала удалите районы этого города',
    );
    expect(screen.getByText('Москва')).toBeInTheDocument();
  });
});

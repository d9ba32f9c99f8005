import { jsonResponse } from '@storefront/shared/testing';
import type { Routes } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arbat, stubMoscowDistricts } from '../../../testing/districts-stub';
import { FIRST_PAINT, renderCatalogApp, rowOf } from '../../../testing/render-catalog-app';
import { DISTRICT_DELETE_CONFIRM } from './districts-list';

describe('districts: add, edit, delete', () => {
  async function open(extra: Routes) {
    const api = stubMoscowDistricts(extra);
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities/1/districts');
    await screen.findByText('Арбат', {}, FIRST_PAINT);
    return { api, user };
  }

  it('adds a district to this city', async () => {
    const { api, user } = await open({ 'POST /districts/': jsonResponse(201, arbat) });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить район' });
    expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Название'), ' Хамовники ');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Район добавлен')).toBeInTheDocument();
    expect(api.to('POST', '/districts/')[0]?.body).toEqual({
      name: 'Хамовники',
      city_id: 1,
      is_active: true,
    });
  });

  it('shows the server’s reason for a duplicate name', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await open({
      'POST /districts/': jsonResponse(400, { detail: 'Такой район уже есть' }),
    });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить район' });
    await user.type(within(dialog).getByLabelText('Название'), 'Арбат');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Такой район уже есть');
  });

  it('edits a district', async () => {
    const { api, user } = await open({ 'PUT /districts/11': jsonResponse(200, arbat) });
    await user.click(within(rowOf('Арбат')).getByRole('button', { name: 'Редактировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать район' });
    await user.type(within(dialog).getByLabelText('Название'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Изменения сохранены');
    expect(api.to('PUT', '/districts/11')[0]?.body).toEqual({
      name: 'Арбат 2',
      city_id: 1,
      is_active: true,
    });
  });

  it('deletes a district after the confirmation', async () => {
    const { api, user } = await open({ 'DELETE /districts/11': jsonResponse(204) });
    await user.click(within(rowOf('Арбат')).getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить район?' });
    expect(dialog).toHaveTextContent(DISTRICT_DELETE_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Район удалён')).toBeInTheDocument();
    expect(api.to('DELETE', '/districts/11')).toHaveLength(1);
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { city, district, districtsPage } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';
import { DISTRICT_DELETE_CONFIRM } from './districts-list';

const arbat = district({ id: 11, name: 'Арбат', city_id: 1 });
const rowOf = (name: string) =>
  screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

function stub(extra: Routes = {}) {
  return stubApi({
    'GET /cities/1': jsonResponse(200, city({ id: 1, name: 'Москва' })),
    'GET /districts/city/1': ({ query }) => {
      if (query.get('size') === '1') return jsonResponse(200, districtsPage([arbat], { total: 4 }));
      if (query.get('search')) return jsonResponse(200, districtsPage([]));
      return jsonResponse(200, districtsPage([arbat], { total: 4 }));
    },
    ...extra,
  });
}

describe('districts: add, edit, delete', () => {
  async function open(extra: Routes) {
    const api = stub(extra);
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

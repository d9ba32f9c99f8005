import { changeLanguage } from '@storefront/shared/i18n';
import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citiesPage, city } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp, rowOf } from '../../../testing/render-catalog-app';

const moscow = city({ id: 1, name: 'Москва' });
const tver = city({ id: 2, name: 'Тверь', is_active: false });
inEnglish();

describe('cities in English', () => {
  it('titles the list, its rows, their actions and the inactive mark', async () => {
    stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([moscow, tver])) });
    renderCatalogApp('/admin/cities');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_PAINT)).toHaveTextContent(
      'Cities',
    );
    await screen.findByText('Москва');
    expect(screen.getByRole('list', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search cities...')).toBeInTheDocument();
    const row = rowOf('Москва');
    for (const name of ['Edit', 'Delete']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/admin/cities/1/products',
    );
    expect(within(row).getByRole('link', { name: 'Districts' })).toHaveAttribute(
      'href',
      '/admin/cities/1/districts',
    );
    expect(within(rowOf('Тверь')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('says how many a search found, with the number written the English way', async () => {
    stubApi({
      'GET /cities/': ({ query }) =>
        query.get('search')
          ? jsonResponse(200, citiesPage([moscow], { total: 1234, pages: 62 }))
          : jsonResponse(200, citiesPage([moscow, tver])),
    });
    renderCatalogApp('/admin/cities?search=%D0%BC');
    expect(await screen.findByText('Found: 1,234', {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('says when there are no cities, and when a search finds none', async () => {
    stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([])) });
    const { unmount } = renderCatalogApp('/admin/cities');
    expect(await screen.findByText('No cities yet', {}, FIRST_PAINT)).toBeInTheDocument();
    unmount();
    renderCatalogApp('/admin/cities?search=zzz');
    expect(await screen.findByText('No cities found', {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('adds a city through an English dialog', async () => {
    stubApi({
      'GET /cities/': jsonResponse(200, citiesPage([moscow])),
      'POST /cities/': jsonResponse(201, city({ id: 3, name: 'Tula' })),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва', {}, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add city' });
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('x'.repeat(201));
    expect(within(dialog).getByText('At most 200 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Tula');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('City added')).toBeInTheDocument();
  });

  it('asks before deleting, then says it is done', async () => {
    stubApi({
      'GET /cities/': jsonResponse(200, citiesPage([moscow])),
      'DELETE /cities/1': jsonResponse(204),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва', {}, FIRST_PAINT);
    await user.click(within(rowOf('Москва')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete city?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this city?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('City deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a switch back to Russian without a reload', async () => {
    stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([moscow])) });
    renderCatalogApp('/admin/cities');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_PAINT)).toHaveTextContent(
      'Cities',
    );
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Города');
    expect(screen.getByPlaceholderText('Поиск городов...')).toBeInTheDocument();
  });
});

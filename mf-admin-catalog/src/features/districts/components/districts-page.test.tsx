import { jsonResponse } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubMoscowDistricts } from '../../../testing/districts-stub';
import { citiesPage, city, districtsPage } from '../../../testing/fixtures';
import { location, renderCatalogApp } from '../../../testing/render-catalog-app';

describe('districts page', () => {
  it('is headed by the city’s name, with the counter and a way back to the cities', async () => {
    const api = stubMoscowDistricts();
    renderCatalogApp('/admin/cities/1/districts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Москва' })).toBeInTheDocument();
    expect(screen.getByText('Районы', { selector: 'span' })).toBeInTheDocument();
    expect(await screen.findByText('Арбат')).toBeInTheDocument();
    expect(screen.getByTestId('total-badge')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Назад к городам' })).toHaveAttribute(
      'href',
      '/admin/cities',
    );
    expect(Object.fromEntries(api.to('GET', '/districts/city/1')[0]?.query ?? [])).toEqual({
      page: '1',
      size: '20',
    });
  });

  it('the way back returns to the page and search of the cities list it came from', async () => {
    stubMoscowDistricts({
      'GET /cities/': jsonResponse(200, citiesPage([city()], { total: 30, page: 2, pages: 2 })),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities?search=%D0%BC&page=2');
    await user.click(await screen.findByRole('link', { name: 'Районы' }));
    await screen.findByText('Арбат');
    await user.click(screen.getByRole('link', { name: 'Назад к городам' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/cities?search=%D0%BC&page=2'));
  });

  it('the way back keeps the cities search after a districts search or page change', async () => {
    stubMoscowDistricts({ 'GET /cities/': jsonResponse(200, citiesPage([city()])) });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities?search=%D0%BC');
    await user.click(await screen.findByRole('link', { name: 'Районы' }));
    await screen.findByText('Арбат');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'zzz{Enter}');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/admin/cities/1/districts?search=zzz'),
    );
    await user.click(screen.getByRole('link', { name: 'Назад к городам' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/cities\?search=%D0%BC$/));
  });

  it.each([
    ['', 'Районы не добавлены'],
    ['?search=zzz', 'Районы не найдены'],
  ])('empty list %s says "%s"', async (query, text) => {
    stubApi({
      'GET /cities/1': jsonResponse(200, city()),
      'GET /districts/city/1': jsonResponse(200, districtsPage([])),
    });
    renderCatalogApp(`/admin/cities/1/districts${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('searches the city’s districts', async () => {
    const api = stubMoscowDistricts();
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities/1/districts');
    await screen.findByText('Арбат');
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(box).toHaveAttribute('placeholder', 'Поиск районов...');
    await user.type(box, 'ya{Enter}');
    expect(await screen.findByText('Районы не найдены')).toBeInTheDocument();
    const sent = api.to('GET', '/districts/city/1').filter((c) => c.query.get('search'));
    expect(sent.map((c) => c.query.get('search'))).toEqual(['ya']);
  });

  it('an unknown city says so instead of a list', async () => {
    stubApi({
      'GET /cities/9': jsonResponse(404, { detail: 'Город не найден' }),
      'GET /districts/city/9': jsonResponse(404, { detail: 'Город не найден' }),
    });
    renderCatalogApp('/admin/cities/9/districts');
    expect(await screen.findByText('Город не найден')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
  });
});

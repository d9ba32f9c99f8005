import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { city, district, districtsPage } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';

const arbat = district({ id: 11, name: 'Арбат', city_id: 1 });

inEnglish();

describe('a city’s districts in English', () => {
  it('is headed by the city’s own name under "Districts", with a way back', async () => {
    stubApi({
      'GET /cities/1': jsonResponse(200, city({ id: 1, name: 'Москва' })),
      'GET /districts/city/1': jsonResponse(200, districtsPage([arbat])),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/cities/1/districts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Москва' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByText('Districts', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cities' })).toHaveAttribute(
      'href',
      '/admin/cities',
    );
    expect(screen.getByPlaceholderText('Search districts...')).toBeInTheDocument();
    const row = (await screen.findByText('Арбат', { selector: 'p' })).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit district' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Арбат');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says when the city has no districts', async () => {
    stubApi({
      'GET /cities/1': jsonResponse(200, city({ id: 1 })),
      'GET /districts/city/1': jsonResponse(200, districtsPage([])),
    });
    renderCatalogApp('/admin/cities/1/districts');
    expect(await screen.findByText('No districts yet', {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('says when the city does not exist', async () => {
    stubApi({
      'GET /cities/9': jsonResponse(404, { detail: 'City not found' }),
      'GET /districts/city/9': jsonResponse(404, { detail: 'City not found' }),
    });
    renderCatalogApp('/admin/cities/9/districts');
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('City not found');
  });
});

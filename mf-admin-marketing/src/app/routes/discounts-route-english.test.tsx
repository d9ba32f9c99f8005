import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDiscount, shopCities } from '../../testing/fixtures';

inEnglish();

const spaces = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

it('shows the discounts, the dialog and its checks, and the delete question in English', async () => {
  const api = stubApi({
    'GET /discounts/': jsonResponse(
      200,
      page('discounts', [
        makeDiscount({ name: 'Spring', value: '12.50', valid_until: '2026-05-31T12:00:00Z' }),
        makeDiscount({ id: 2, name: 'Tea', discount_type: 'fixed', value: '1500.00' }),
      ]),
    ),
    'GET /shop/cities': jsonResponse(200, shopCities),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminApp('/admin/discounts');
  const list = await screen.findByRole('list', { name: 'Discounts' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Discounts');
  const [spring, tea] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(spaces(spring.textContent)).toContain(
    'SpringActive12.5% · All products · All cities · 01/05/2026 – 31/05/2026',
  );
  expect(spaces(tea.textContent)).toContain('RUB 1,500 · All products');
  expect(screen.getByRole('searchbox', { name: 'Search discounts' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();

  // Keyboard only: the create button, then the form sent with Enter.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Add discount' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'New discount' });
  await user.keyboard('ab');
  await user.type(within(dialog).getByRole('textbox', { name: /Discount, %/ }), '101{Enter}');
  expect(dialog).toHaveTextContent('The name must be 3 to 100 characters long');
  expect(dialog).toHaveTextContent('A percentage discount cannot exceed 100%');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await user.click(within(tea).getByRole('button', { name: 'Delete discount “Tea”' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete the discount?' });
  expect(confirm).toHaveTextContent('Discount “Tea” will be deleted');
  expect(api.calls[0]?.headers.get('Accept-Language')).toBe('en');
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopSettings } from '../../../testing/shop-settings';

const CYRILLIC = /[\u0400-\u04FF]/;

inEnglish();

describe('/admin/settings in English', () => {
  it('labels the sections and fields, checks the limits and saves', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /settings': jsonResponse(200, shopSettings({ shop_name: 'Shop', email: '' })),
      'PUT /admin/settings': jsonResponse(200, shopSettings()),
    });
    renderAdminApp('/admin/settings');
    const name = await screen.findByLabelText('Shop name');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    for (const section of ['Shop', 'Contacts', 'Rules', 'Balance top-up']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    for (const label of ['Phone', 'E-mail', 'Address', 'Working hours', 'Rules text']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'Shown in the site header. Left empty, the header shows the default name (“STORE” in English).',
      ),
    ).toBeInTheDocument();

    await user.click(name);
    await user.paste('x'.repeat(60));
    await user.type(screen.getByLabelText('E-mail'), 'shop@local');
    await user.clear(screen.getByLabelText('Minimum amount, ₽'));
    await user.type(screen.getByLabelText('Minimum amount, ₽'), '200000');
    await user.clear(screen.getByLabelText('Maximum amount, ₽'));
    await user.type(screen.getByLabelText('Maximum amount, ₽'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At most 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The amount must be from RUB 100 to RUB 100,000')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the amount as a number with at most two decimals'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/admin/settings')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Corner shop');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.clear(screen.getByLabelText('Minimum amount, ₽'));
    await user.type(screen.getByLabelText('Minimum amount, ₽'), '5000');
    await user.clear(screen.getByLabelText('Maximum amount, ₽'));
    await user.type(screen.getByLabelText('Maximum amount, ₽'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The minimum cannot be more than the maximum')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Maximum amount, ₽'));
    await user.type(screen.getByLabelText('Maximum amount, ₽'), '9000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.to('PUT', '/admin/settings')[0]?.body).toMatchObject({
      shop_name: 'Corner shop',
      topup_min: '5000.00',
      topup_max: '9000.50',
    });
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    const labels = form.querySelectorAll('label, h2, p');
    for (const text of Array.from(labels, (node) => node.textContent ?? '')) {
      expect(text).not.toMatch(CYRILLIC);
    }
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import { settingsRoute } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';

/** The label/value pairs of the contacts list, in order. */
function pairs() {
  return [...document.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
}

describe('/contacts', () => {
  it('shows every contact with its label, the phone and e-mail as links', async () => {
    stubApi({
      'GET /settings': jsonResponse(200, {
        ...makeShopSettings(),
        phone: '+7 (843) 123-45-67',
        email: 'shop@example.com',
        address: 'Казань, ул. Баумана, 1\nвход со двора',
        working_hours: 'Пн–Пт 10:00–19:00',
      }),
    });
    renderStorefront('/contacts', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+7 (843) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+78431234567',
    );
    expect(screen.getByRole('link', { name: 'shop@example.com' })).toHaveAttribute(
      'href',
      'mailto:shop@example.com',
    );
    expect(pairs()).toEqual([
      ['Телефон', '+7 (843) 123-45-67'],
      ['Электронная почта', 'shop@example.com'],
      ['Адрес', 'Казань, ул. Баумана, 1\nвход со двора'],
      ['Часы работы', 'Пн–Пт 10:00–19:00'],
    ]);
    expect(screen.queryByText('Страница находится в разработке.')).toBeNull();
  });

  it('shows only the contacts that are set', async () => {
    stubApi(settingsRoute({ address: 'Казань', email: ' ' }));
    renderStorefront('/contacts', null);
    expect(await screen.findByText('Казань')).toBeInTheDocument();
    expect(pairs()).toEqual([['Адрес', 'Казань']]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the placeholder while all four contacts are empty', async () => {
    stubApi(settingsRoute({ shop_name: 'Лавка', rules: 'Правило.' }));
    renderStorefront('/contacts', null);
    expect(await screen.findByText('Страница находится в разработке.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
    expect(document.querySelector('dl')).toBeNull();
  });

  it('makes no mailto: link of a saved e-mail that is not an address, and shows it as text', async () => {
    const email = 'support?cc=attacker%40evil.example&bcc=x@y.example&subject=hi@shop.example';
    stubApi(settingsRoute({ email }));
    renderStorefront('/contacts', null);
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(pairs()).toEqual([['Электронная почта', email]]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('shows a scheme posing as an address as text, never as a link', async () => {
    const email = 'javascript:alert(1)//@x.com';
    stubApi(settingsRoute({ email }));
    renderStorefront('/contacts', null);
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

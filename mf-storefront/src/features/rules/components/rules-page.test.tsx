import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsRoute } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';

describe('/rules', () => {
  it('shows the rules a paragraph per line, as text', async () => {
    stubApi({
      'GET /settings': jsonResponse(200, {
        ...makeShopSettings(),
        rules:
          '  Заказ оплачивается с баланса.\n\n\r\nВозврат — в течение 14 дней.\n<script>x()</script>',
      }),
    });
    renderStorefront('/rules', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Правила' })).toBeInTheDocument();
    const first = await screen.findByText('Заказ оплачивается с баланса.');
    const paragraphs = [...(first.parentElement?.children ?? [])].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Заказ оплачивается с баланса.',
      'Возврат — в течение 14 дней.',
      '<script>x()</script>',
    ]);
    expect(first.closest('section')?.querySelector('script')).toBeNull();
    expect(screen.queryByText('Страница находится в разработке.')).toBeNull();
  });

  it('keeps the placeholder while no rules are written', async () => {
    stubApi(settingsRoute({ rules: ' \n \n' }));
    renderStorefront('/rules', null);
    expect(await screen.findByText('Страница находится в разработке.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Правила' })).toBeInTheDocument();
  });

  it('says the settings did not load, and tries again', async () => {
    let answer = jsonResponse(503, { detail: 'Недоступно' });
    stubApi({ 'GET /settings': () => answer.clone() });
    renderStorefront('/rules', null);
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    expect(screen.getByText('Не удалось загрузить сведения о магазине')).toBeInTheDocument();
    answer = jsonResponse(200, makeShopSettings({ rules: 'Одно правило.' }));
    await userEvent.click(retry);
    expect(await screen.findByText('Одно правило.')).toBeInTheDocument();
  });
});

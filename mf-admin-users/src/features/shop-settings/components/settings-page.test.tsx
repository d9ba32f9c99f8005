import type { ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopSettings } from '../../../testing/shop-settings';

function stub(put: Response | (() => Promise<Response>) = jsonResponse(200, shopSettings())) {
  return stubApi({
    'GET /settings': jsonResponse(200, shopSettings()),
    'PUT /admin/settings': put,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

async function openForm() {
  renderAdminApp('/admin/settings');
  return await screen.findByLabelText('Название магазина');
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.paste(text);
}

describe('/admin/settings', () => {
  it('shows the stored settings in four labelled sections', async () => {
    stub();
    await openForm();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Настройки');
    for (const name of ['Магазин', 'Контакты', 'Правила', 'Пополнение баланса']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(field('Название магазина')).toHaveValue('Лавка');
    expect(screen.getByText(/Если оставить пустым, будет «МАГАЗИН»/)).toBeInTheDocument();
    expect(field('Телефон')).toHaveValue('+7 900 000-00-00');
    expect(field('E-mail')).toHaveValue('shop@example.com');
    expect(field('Адрес')).toHaveValue('Москва, ул. Ленина, 1');
    expect(field('Часы работы')).toHaveValue('Пн–Пт 10:00–19:00');
    expect(field('Текст правил').tagName).toBe('TEXTAREA');
    expect(field('Текст правил')).toHaveValue('Первое правило.\nВторое правило.');
    expect(field('Минимальная сумма, ₽')).toHaveValue('100.00');
    expect(field('Максимальная сумма, ₽')).toHaveValue('100000.00');
    expect(saveButton()).toBeEnabled();
  });

  it.each([
    ['E-mail', 'shop@', 'Введите корректный e-mail'],
    ['E-mail', 'shop example.com', 'Введите корректный e-mail'],
    ['Название магазина', 'М'.repeat(61), 'Не более 60 символов'],
    ['Телефон', '1'.repeat(41), 'Не более 40 символов'],
    ['Максимальная сумма, ₽', '100000,01', /^Сумма должна быть от 100\s₽ до 100\s000\s₽$/],
    ['Минимальная сумма, ₽', '99.99', /^Сумма должна быть от 100\s₽ до 100\s000\s₽$/],
    ['Минимальная сумма, ₽', '150.555', 'Введите сумму числом, не более двух знаков после запятой'],
    ['Минимальная сумма, ₽', '', 'Укажите сумму'],
    ...['', '-1', '2,5', 'пять', '1000001'].map((text): [string, string, string | RegExp] => [
      '«Мало на складе»: не больше, шт.',
      text,
      /^Введите целое число от 0 до 1\s000\s000$/,
    ]),
  ] as [string, string, string | RegExp][])(
    'refuses %s "%s" with "%s" and sends nothing',
    async (label, text, message) => {
      const user = userEvent.setup();
      const api = stub();
      await openForm();
      await retype(user, label, text);
      await user.click(saveButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveFocus();
      expect(api.to('PUT', '/admin/settings')).toHaveLength(0);
    },
  );

  it('refuses a minimum above the maximum', async () => {
    const user = userEvent.setup();
    const api = stub();
    await openForm();
    await retype(user, 'Минимальная сумма, ₽', '5000');
    await retype(user, 'Максимальная сумма, ₽', '1000');
    await user.click(saveButton());
    expect(
      await screen.findByText('Минимальная сумма не может быть больше максимальной'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/admin/settings')).toHaveLength(0);
    // Fixing it clears the message at once (checked on every change after the first submit).
    await retype(user, 'Максимальная сумма, ₽', '5000');
    expect(
      screen.queryByText('Минимальная сумма не может быть больше максимальной'),
    ).not.toBeInTheDocument();
  });

  it('sends every field trimmed, amounts with a point and two decimals, then says so', async () => {
    const user = userEvent.setup();
    const saved = shopSettings({ shop_name: 'Новая лавка', email: '', topup_min: '150.50' });
    const api = stub(jsonResponse(200, saved));
    await openForm();
    await retype(user, 'Название магазина', '  Новая лавка ');
    await retype(user, 'E-mail', '');
    await retype(user, 'Минимальная сумма, ₽', '150,5');
    await retype(user, 'Максимальная сумма, ₽', '100 000');
    await user.selectOptions(field('Часовой пояс магазина'), 'Екатеринбург (UTC+5)');
    await retype(user, '«Мало на складе»: не больше, шт.', ' 12 ');
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    const [put] = api.to('PUT', '/admin/settings');
    expect(put?.body).toEqual({
      shop_name: 'Новая лавка',
      phone: '+7 900 000-00-00',
      email: '',
      address: 'Москва, ул. Ленина, 1',
      working_hours: 'Пн–Пт 10:00–19:00',
      rules: 'Первое правило.\nВторое правило.',
      topup_min: '150.50',
      topup_max: '100000.00',
      time_zone: 'Asia/Yekaterinburg',
      low_stock_threshold: 12,
    } satisfies ShopSettingsBody);
    expect(screen.queryByText('Есть несохранённые изменения')).not.toBeInTheDocument();
    expect(field('Название магазина')).toHaveValue('  Новая лавка ');
  });

  it('saves with Enter in a one-line field; Enter in the rules starts a new paragraph', async () => {
    const user = userEvent.setup();
    const api = stub();
    await openForm();
    await user.click(field('Текст правил'));
    await user.keyboard('{Control>}{End}{/Control}{Enter}Третье правило.');
    expect(field('Текст правил')).toHaveValue('Первое правило.\nВторое правило.\nТретье правило.');
    expect(api.to('PUT', '/admin/settings')).toHaveLength(0);
    await user.click(field('Телефон'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    expect(api.to('PUT', '/admin/settings')[0]?.body).toMatchObject({
      rules: 'Первое правило.\nВторое правило.\nТретье правило.',
    });
  });

  it('asks before a reload only while something is unsaved', async () => {
    const user = userEvent.setup();
    stub();
    await openForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await retype(user, 'Адрес', 'Тверь');
    expect(leave()).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    expect(leave()).toBe(false);
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    const user = userEvent.setup();
    const api = stub(jsonResponse(400, { detail: 'Настройки изменил другой администратор' }));
    await openForm();
    await retype(user, 'Название магазина', 'Моя лавка');
    await retype(user, 'Текст правил', 'Правило один.\nПравило два.');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось сохранить настройки');
    expect(alert).toHaveTextContent('Настройки изменил другой администратор');
    expect(screen.queryByText('Настройки сохранены')).not.toBeInTheDocument();
    expect(field('Название магазина')).toHaveValue('Моя лавка');
    expect(field('Текст правил')).toHaveValue('Правило один.\nПравило два.');
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(api.to('PUT', '/admin/settings')).toHaveLength(1);
  });

  it('names the field of each schema issue the server found (422)', async () => {
    const user = userEvent.setup();
    stub(
      jsonResponse(422, {
        detail: [{ loc: ['body', 'email'], msg: 'не похоже на e-mail', type: 'format' }],
      }),
    );
    await openForm();
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail: не похоже на e-mail');
  });

  it('sends one PUT however often "Сохранить" is pressed while saving', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const api = stub(answer.respond);
    await openForm();
    await user.dblClick(saveButton());
    expect(saveButton()).toBeDisabled();
    // Enter pressed twice before React renders the disabled button: still the one PUT.
    const form = saveButton().closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(api.to('PUT', '/admin/settings')).toHaveLength(1);
    await act(async () => answer.answer(jsonResponse(200, shopSettings())));
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(api.to('PUT', '/admin/settings')).toHaveLength(1);
  });

  it('says so when the settings cannot be read', async () => {
    stubApi({ 'GET /settings': jsonResponse(500, { detail: 'boom' }) });
    renderAdminApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить настройки. Обновите страницу или попробуйте позже.',
    );
    expect(within(document.body).queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDiscount, makeProduct, shopCities } from '../../../testing/fixtures';

const products = [makeProduct(1, 'Чай'), makeProduct(2, 'Кофе'), makeProduct(3, 'Чайник')];

function stub(create: (call: ApiCall) => Response | Promise<Response>) {
  return stubApi({
    'GET /discounts/': jsonResponse(200, page('discounts', [makeDiscount()])),
    'GET /shop/cities': jsonResponse(200, shopCities),
    'GET /products/': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const found = products.filter((p) => p.name.toLowerCase().includes(search));
      return jsonResponse(200, page('products', found));
    },
    'POST /discounts/': create,
  });
}

// No pause between keystrokes: the dialog's own fields have no debounce.
const setup = () => userEvent.setup({ delay: null });

async function openDialog(user: ReturnType<typeof setup>) {
  await renderAdminList('/admin/discounts', 'Скидки');
  await user.click(screen.getByRole('button', { name: 'Добавить скидку' }));
  return screen.findByRole('dialog', { name: 'Новая скидка' });
}

const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Название/ });
const valueField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Размер скидки/ });
const setDate = (dialog: HTMLElement, label: string, day: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: day } });
const submit = (user: ReturnType<typeof setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Создать' }));

async function refusedValue(value: string, message: string, fixed = false) {
  const api = stub(() => jsonResponse(201, makeDiscount()));
  const user = setup();
  const dialog = await openDialog(user);
  await user.type(nameField(dialog), 'Весна');
  if (fixed) await user.click(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' }));
  await user.type(valueField(dialog), value);
  await submit(user, dialog);
  expect(dialog).toHaveTextContent(message);
  expect(valueField(dialog)).toHaveAttribute('aria-invalid', 'true');
  expect(api.to('POST', '/discounts/')).toHaveLength(0);
}

describe("a fixed discount's size, typed as a Russian admin types money (issue 20)", () => {
  it.each([
    ['250,50', '250.50'],
    ['1 490,50', '1490.50'],
    ['1490.50', '1490.50'],
  ])('%s is sent as "%s"', async (typed, sent) => {
    const api = stub(() => jsonResponse(201, makeDiscount()));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), 'Весна');
    await user.click(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' }));
    expect(valueField(dialog)).toHaveAttribute('inputmode', 'decimal');
    await user.type(valueField(dialog), typed);
    await submit(user, dialog);
    await waitFor(() => expect(api.to('POST', '/discounts/')).toHaveLength(1));
    expect(api.to('POST', '/discounts/')[0]?.body).toMatchObject({
      discount_type: 'fixed',
      value: sent,
    });
  });
});

describe('creating a discount', () => {
  it('starts active, for every product and city, from today, with the name focused', async () => {
    stub(() => jsonResponse(201, makeDiscount()));
    const user = setup();
    const dialog = await openDialog(user);
    expect(nameField(dialog)).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Процент' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Все товары' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Город' })).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'Все города' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: 'Казань' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Действует с')).not.toHaveValue('');
    expect(within(dialog).getByLabelText('Действует по')).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Активна' })).toBeChecked();
  });

  it('refuses a name shorter than 3 characters and an empty value', async () => {
    const api = stub(() => jsonResponse(201, makeDiscount()));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), ' Аб ');
    await submit(user, dialog);
    expect(dialog).toHaveTextContent('Название должно содержать от 3 до 100 символов');
    expect(dialog).toHaveTextContent('Укажите размер скидки');
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', '/discounts/')).toHaveLength(0);
    // Typing clears that field's message only.
    await user.type(nameField(dialog), 'в');
    expect(dialog).not.toHaveTextContent('Название должно содержать');
    expect(dialog).toHaveTextContent('Укажите размер скидки');
  });

  it('refuses a value of 0', () => refusedValue('0', 'Скидка должна быть больше 0'));

  it.each(['100.01', '100,01'])('refuses a percentage over 100 (%s)', (value) =>
    refusedValue(value, 'Скидка в процентах не может быть больше 100 %'),
  );

  it('refuses more than two decimals', () =>
    refusedValue('12.345', 'Введите число, не более двух знаков после запятой'));

  it('refuses a fixed sum over 10 000 000 ₽', () =>
    refusedValue('10000000.01', 'Скидка не может быть больше 10', true));

  it('refuses an end before the start, and chosen products with none chosen', async () => {
    const api = stub(() => jsonResponse(201, makeDiscount()));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), 'Весна');
    await user.type(valueField(dialog), '10');
    setDate(dialog, 'Действует с', '2026-06-10');
    setDate(dialog, 'Действует по', '2026-06-09');
    await user.click(within(dialog).getByRole('radio', { name: 'Выбранные товары' }));
    await submit(user, dialog);
    expect(dialog).toHaveTextContent('Дата окончания должна быть позже даты начала');
    expect(dialog).toHaveTextContent('Выберите хотя бы один товар');
    expect(api.to('POST', '/discounts/')).toHaveLength(0);
  });

  it('sends the exact payload, closes, says so and reloads the list', async () => {
    const api = stub(({ body }) =>
      jsonResponse(201, makeDiscount({ id: 9, name: (body as { name: string }).name })),
    );
    const user = setup();
    const dialog = await openDialog(user);
    const loads = api.to('GET', '/discounts/').length;
    await user.type(nameField(dialog), '  Чайная неделя ');
    await user.click(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' }));
    await user.type(valueField(dialog), '299,9');
    await user.click(within(dialog).getByRole('radio', { name: 'Выбранные товары' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Найти товар' }), 'чай{Enter}');
    const found = await within(dialog).findByRole('group', { name: 'Найденные товары' });
    await waitFor(() => expect(within(found).queryByText('Кофе')).not.toBeInTheDocument());
    await user.click(within(found).getByRole('checkbox', { name: 'Чайник' }));
    await user.click(within(found).getByRole('checkbox', { name: 'Чай' }));
    const chosen = within(dialog).getByRole('list', { name: 'Выбранные товары' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Чайник', 'Чай']);
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Город' }),
      'Казань',
    );
    setDate(dialog, 'Действует с', '2026-06-01');
    setDate(dialog, 'Действует по', '2026-06-07');
    await user.click(within(dialog).getByRole('switch', { name: 'Активна' }));
    await submit(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/discounts/').map((call) => call.body)).toEqual([
      {
        name: 'Чайная неделя',
        discount_type: 'fixed',
        value: '299.90',
        product_ids: [3, 1],
        city_id: 2,
        valid_from: new Date('2026-06-01T00:00:00').toISOString(),
        valid_until: new Date('2026-06-07T23:59:59.999').toISOString(),
        is_active: false,
      },
    ]);
    expect(await screen.findByText('Скидка «Чайная неделя» создана')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/discounts/').length).toBeGreaterThan(loads));
  });

  it("keeps the dialog and every field with the server's refusal", async () => {
    const api = stub(() => jsonResponse(400, { detail: 'Товары не найдены: 3' }));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), 'Весна');
    await user.type(valueField(dialog), '15');
    await user.click(within(dialog).getByRole('radio', { name: 'Выбранные товары' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Чайник' }));
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Товары не найдены: 3');
    expect(api.to('POST', '/discounts/')).toHaveLength(1);
    expect(nameField(dialog)).toHaveValue('Весна');
    expect(valueField(dialog)).toHaveValue('15');
    expect(within(dialog).getByRole('checkbox', { name: 'Чайник' })).toBeChecked();
    // Changing a field drops the refusal: it was about the values sent.
    await user.type(valueField(dialog), '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a double click saves once, the button disabled while saving', async () => {
    const answer = deferred();
    const api = stub(answer.respond);
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), 'Весна');
    await user.type(valueField(dialog), '5');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByRole('button', { name: /Создать/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    answer.answer(jsonResponse(201, makeDiscount({ name: 'Весна' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/discounts/')).toHaveLength(1);
  });

  it("'Отмена' closes without sending and starts clean next time", async () => {
    const api = stub(() => jsonResponse(201, makeDiscount()));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(nameField(dialog), 'Весна');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back where the dialog was opened from.
    expect(screen.getByRole('button', { name: 'Добавить скидку' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Добавить скидку' }));
    expect(nameField(await screen.findByRole('dialog'))).toHaveValue('');
    expect(api.to('POST', '/discounts/')).toHaveLength(0);
  });
});

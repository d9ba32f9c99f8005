import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDiscount, makeProduct, shopCities } from '../../../testing/fixtures';

const spring = makeDiscount({ id: 4, name: 'Весна' });
const tea = makeDiscount({
  id: 5,
  name: 'Чайная неделя',
  discount_type: 'fixed',
  value: '300.00',
  products: [{ id: 1, name: 'Чай' }],
  city: { id: 7, name: 'Тверь' },
  valid_from: '2026-05-01T09:30:00Z',
  valid_until: '2026-05-31T20:59:59Z',
  is_active: false,
});

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /discounts/': jsonResponse(200, page('discounts', [spring, tea])),
    'GET /shop/cities': jsonResponse(200, shopCities),
    'GET /products/': jsonResponse(200, page('products', [makeProduct(1, 'Чай')])),
    ...routes,
  });
}

const setup = () => userEvent.setup({ delay: null });

async function openList() {
  renderAdminApp('/admin/discounts');
  return screen.findByRole('list', { name: 'Скидки' });
}

describe('editing a discount', () => {
  it('opens with its values and sends the whole form, keeping an unchanged start', async () => {
    const api = stub({
      'PUT /discounts/5': ({ body }) => jsonResponse(200, { ...tea, ...(body as object) }),
    });
    const user = setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Изменить скидку «Чайная неделя»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить скидку' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    expect(name).toHaveValue('Чайная неделя');
    expect(within(dialog).getByRole('radio', { name: 'Фиксированная сумма' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Размер скидки, ₽/ })).toHaveValue('300');
    expect(within(dialog).getByRole('radio', { name: 'Выбранные товары' })).toBeChecked();
    const chosen = within(dialog).getByRole('list', { name: 'Выбранные товары' });
    expect(chosen).toHaveTextContent('Чай');
    // A city the shop list no longer holds stays chosen under its own name.
    const city = within(dialog).getByRole('combobox', { name: 'Город' });
    expect(city).toHaveValue('7');
    expect(within(city).getByRole('option', { name: 'Тверь' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Действует с')).toHaveValue('2026-05-01');
    expect(within(dialog).getByRole('switch', { name: 'Активна' })).not.toBeChecked();

    await user.clear(name);
    await user.type(name, 'Чайные дни');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/discounts/5').map((call) => call.body)).toEqual([
      {
        name: 'Чайные дни',
        discount_type: 'fixed',
        value: '300.00',
        product_ids: [1],
        city_id: 7,
        valid_from: '2026-05-01T09:30:00Z',
        valid_until: '2026-05-31T20:59:59Z',
        is_active: false,
      },
    ]);
    expect(await screen.findByText('Скидка «Чайные дни» сохранена')).toBeInTheDocument();
    expect(api.to('POST', '/discounts/')).toHaveLength(0);
  });

  it('switching to every product and city sends nulls', async () => {
    const api = stub({ 'PUT /discounts/5': jsonResponse(200, tea) });
    const user = setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Изменить скидку «Чайная неделя»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить скидку' });
    await user.click(within(dialog).getByRole('radio', { name: 'Все товары' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Город' }), 'Все города');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.to('PUT', '/discounts/5')).toHaveLength(1));
    expect(api.to('PUT', '/discounts/5')[0]?.body).toMatchObject({
      product_ids: null,
      city_id: null,
    });
  });
});

describe('switching a discount on and off', () => {
  it.each([
    ['Выключить скидку «Весна»', '/discounts/4', false, 'Скидка «Весна» выключена'],
    ['Включить скидку «Чайная неделя»', '/discounts/5', true, 'Скидка «Чайная неделя» включена'],
  ])('"%s" sends only is_active and says so', async (button, path, isActive, done) => {
    const api = stub({ [`PUT ${path}`]: jsonResponse(200, spring) });
    const user = setup();
    await openList();
    const loads = api.to('GET', '/discounts/').length;
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(api.to('PUT', path).map((call) => call.body)).toEqual([{ is_active: isActive }]);
    await waitFor(() => expect(api.to('GET', '/discounts/').length).toBeGreaterThan(loads));
  });

  it("a refusal says the server's reason", async () => {
    stub({ 'PUT /discounts/4': jsonResponse(404, { detail: 'Скидка не найдена' }) });
    const user = setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Выключить скидку «Весна»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Скидка не найдена');
  });
});

describe('deleting a discount', () => {
  it("asks 'Удалить скидку?' and deletes only when confirmed", async () => {
    const api = stub({ 'DELETE /discounts/4': new Response(null, { status: 204 }) });
    const user = setup();
    await openList();
    const remove = screen.getByRole('button', { name: 'Удалить скидку «Весна»' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Удалить скидку?' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Удалить скидку\?$/);
    expect(dialog).toHaveTextContent('Скидка «Весна» будет удалена');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', '/discounts/4')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Удалить скидку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Скидка «Весна» удалена')).toBeInTheDocument();
    expect(api.to('DELETE', '/discounts/4')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed delete says so and deletes nothing else', async () => {
    stub({ 'DELETE /discounts/4': jsonResponse(500, {}) });
    const user = setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Удалить скидку «Весна»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить скидку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось изменить скидку «Весна»',
    );
  });
});

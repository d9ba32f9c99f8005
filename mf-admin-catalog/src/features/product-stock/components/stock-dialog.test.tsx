import { jsonResponse } from '@storefront/shared/testing';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productStock, productsPage, stockRow } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';

const tea = product({ id: 5, name: 'Чай' });
const ROWS = [
  stockRow({ district_id: 11, district_name: 'Арбат', quantity: 5 }),
  stockRow({ district_id: 12, district_name: 'Тверской', quantity: 0 }),
  stockRow({
    city_id: 2,
    city_name: 'Тверь',
    district_id: 21,
    district_name: 'Центр',
    quantity: 7,
  }),
];

function stub(extra: Routes = {}) {
  return stubApi({
    'GET /products/': jsonResponse(200, productsPage([tea])),
    'GET /products/5/stock': jsonResponse(200, productStock(ROWS)),
    'PUT /products/5/stock': jsonResponse(200, productStock(ROWS)),
    ...extra,
  });
}

/** Opens the grid and the 'Остатки' of 'Чай' by its load button, and waits for the rows. */
async function openStock() {
  const user = userEvent.setup();
  renderCatalogApp('/admin/products');
  const load = await screen.findByRole('button', { name: 'Загрузить' }, FIRST_PAINT);
  await user.click(load);
  const dialog = await screen.findByRole('dialog', { name: 'Остатки' });
  await within(dialog).findByRole('group', { name: 'Москва' });
  return { user, load, dialog };
}

const field = (dialog: HTMLElement, city: string, district: string) =>
  within(within(dialog).getByRole('group', { name: city })).getByLabelText(district);

describe('the "Остатки" dialog', () => {
  it('loads the product’s stock: a quantity per district, grouped by city', async () => {
    const api = stub();
    const { dialog } = await openStock();
    expect(dialog).toHaveTextContent('Чай');
    expect(field(dialog, 'Москва', 'Арбат')).toHaveValue('5');
    expect(field(dialog, 'Москва', 'Тверской')).toHaveValue('0');
    expect(field(dialog, 'Тверь', 'Центр')).toHaveValue('7');
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    expect(api.to('GET', '/products/5/stock')).toHaveLength(1);
  });

  it('"Сохранить" sends only the changed rows, closes, flashes and gives the focus back', async () => {
    const api = stub();
    const { user, load, dialog } = await openStock();
    await user.clear(field(dialog, 'Москва', 'Арбат'));
    await user.type(field(dialog, 'Москва', 'Арбат'), '12');
    await user.clear(field(dialog, 'Тверь', 'Центр'));
    await user.type(field(dialog, 'Тверь', 'Центр'), '1 000');
    // Typed and put back: not a change.
    await user.type(field(dialog, 'Москва', 'Тверской'), '3{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Остатки сохранены')).toBeInTheDocument();
    expect(api.to('PUT', '/products/5/stock')[0]?.body).toEqual({
      stock: [
        { district_id: 11, quantity: 12 },
        { district_id: 21, quantity: 1000 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(load).toHaveFocus();
  });

  it("after a save the product's card shows its new total (issue 23)", async () => {
    let total = 12;
    stub({
      'GET /products/': () => jsonResponse(200, productsPage([{ ...tea, stock_total: total }])),
      'PUT /products/5/stock': () => {
        total = 1012;
        return jsonResponse(200, productStock(ROWS));
      },
    });
    const { user, dialog } = await openStock();
    expect(screen.getByText('На складе: 12 шт.')).toBeInTheDocument();
    await user.clear(field(dialog, 'Москва', 'Арбат'));
    await user.type(field(dialog, 'Москва', 'Арбат'), '1005');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // (The matcher reads the figure's no-break space as a space.)
    expect(await screen.findByText('На складе: 1 012 шт.')).toBeInTheDocument();
  });

  it('nothing changed: "Сохранить" just closes, sending nothing', async () => {
    const api = stub();
    const { user, dialog } = await openStock();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/products/5/stock')).toHaveLength(0);
  });

  it.each([['-1'], ['1,5'], ['1000001'], [''], ['много']])(
    '"%s" is not a quantity: the field says so, and nothing is sent',
    async (typed) => {
      const api = stub();
      const { user, dialog } = await openStock();
      const arbat = field(dialog, 'Москва', 'Арбат');
      await user.clear(arbat);
      if (typed) await user.type(arbat, typed);
      const message = 'Введите целое число от 0 до 1 000 000';
      expect(arbat).toHaveAccessibleDescription(message);
      await user.click(field(dialog, 'Тверь', 'Центр'));
      await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(arbat).toHaveFocus();
      expect(api.to('PUT', '/products/5/stock')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Остатки' })).toBeInTheDocument();
    },
  );

  it('accepts the bounds 0 and 1 000 000', async () => {
    const api = stub();
    const { user, dialog } = await openStock();
    await user.clear(field(dialog, 'Москва', 'Арбат'));
    await user.type(field(dialog, 'Москва', 'Арбат'), '0');
    await user.clear(field(dialog, 'Москва', 'Тверской'));
    await user.type(field(dialog, 'Москва', 'Тверской'), '1000000');
    expect(within(dialog).queryByText(/Введите целое число/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Остатки сохранены');
    expect(api.to('PUT', '/products/5/stock')[0]?.body).toEqual({
      stock: [
        { district_id: 11, quantity: 0 },
        { district_id: 12, quantity: 1000000 },
      ],
    });
  });

  it('a refusal shows the server’s reason in the dialog and keeps the edits', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = true;
    const api = stub({
      'PUT /products/5/stock': () =>
        refuse
          ? jsonResponse(404, { detail: 'Район не найден' })
          : jsonResponse(200, productStock(ROWS)),
    });
    const { user, dialog } = await openStock();
    await user.clear(field(dialog, 'Москва', 'Арбат'));
    await user.type(field(dialog, 'Москва', 'Арбат'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Район не найден');
    expect(field(dialog, 'Москва', 'Арбат')).toHaveValue('9');
    expect(field(dialog, 'Москва', 'Арбат')).toBeEnabled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Остатки сохранены')).toBeInTheDocument();
    expect(api.to('PUT', '/products/5/stock').map((c) => c.body)).toEqual([
      { stock: [{ district_id: 11, quantity: 9 }] },
      { stock: [{ district_id: 11, quantity: 9 }] },
    ]);
  });

  it('a failure without a reason says the stock was not saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stub({ 'PUT /products/5/stock': jsonResponse(500, {}) });
    const { user, dialog } = await openStock();
    await user.type(field(dialog, 'Москва', 'Тверской'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить остатки',
    );
    expect(field(dialog, 'Москва', 'Тверской')).toHaveValue('04');
  });

  it('Escape closes without saving, gives the focus back, and the next opening starts afresh', async () => {
    const api = stub();
    const { user, load, dialog } = await openStock();
    await user.clear(field(dialog, 'Москва', 'Арбат'));
    await user.type(field(dialog, 'Москва', 'Арбат'), '99');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(load).toHaveFocus();
    expect(api.to('PUT', '/products/5/stock')).toHaveLength(0);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Остатки' });
    await waitFor(() => expect(api.to('GET', '/products/5/stock')).toHaveLength(2));
    expect(field(again, 'Москва', 'Арбат')).toHaveValue('5');
  });

  it('a stock that cannot be loaded says so and retries on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stub({
      'GET /products/5/stock': () =>
        fail ? jsonResponse(503, {}) : jsonResponse(200, productStock(ROWS)),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Загрузить' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Остатки' });
    expect(
      await within(dialog).findByText('Не удалось загрузить остатки', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(await within(dialog).findByRole('group', { name: 'Москва' })).toBeInTheDocument();
  });

  it('without cities and districts it says where stock lives', async () => {
    stub({ 'GET /products/5/stock': jsonResponse(200, productStock([])) });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Загрузить' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Остатки' });
    expect(
      await within(dialog).findByText(
        'Сначала добавьте города и районы: остатки хранятся по районам',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works by keyboard alone on a phone-sized screen', async () => {
    const undo = narrowScreen();
    try {
      const api = stub();
      const user = userEvent.setup();
      renderCatalogApp('/admin/products');
      const load = await screen.findByRole('button', { name: 'Загрузить' }, FIRST_PAINT);
      act(() => load.focus());
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Остатки' });
      await within(dialog).findByRole('group', { name: 'Москва' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.tab();
      expect(field(dialog, 'Москва', 'Арбат')).toHaveFocus();
      await user.keyboard('{Backspace}7');
      for (const _ of ['Тверской', 'Центр', 'Отмена', 'Сохранить']) await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Остатки сохранены')).toBeInTheDocument();
      expect(api.to('PUT', '/products/5/stock')[0]?.body).toEqual({
        stock: [{ district_id: 11, quantity: 7 }],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(load).toHaveFocus();
    } finally {
      undo();
    }
  });
});

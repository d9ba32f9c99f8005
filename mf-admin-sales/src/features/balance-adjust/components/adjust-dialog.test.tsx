import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminList } from '@storefront/shared/testing/admin-app';
import { makeLedgerEntry, page } from '@storefront/shared/testing/fixtures';
import { type ApiCall, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function stub(adjust: (call: ApiCall) => Response) {
  return stubApi({
    'GET /admin/ledger': jsonResponse(200, page('entries', [makeLedgerEntry()])),
    'POST /admin/ledger/adjust': adjust,
  });
}

// No pause between keystrokes: the dialog has no debounce, and the suite shares two busy cores.
const setup = () => userEvent.setup({ delay: null });

async function openDialog(user: ReturnType<typeof setup>) {
  await renderAdminList('/admin/payments', 'Записи журнала финансов');
  await user.click(screen.getByRole('button', { name: 'Начислить или списать' }));
  return screen.findByRole('dialog', { name: 'Начислить или списать' });
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

/** Types the login, the amount and the reason ('{Enter}' at the end sends the form). */
async function fill(
  user: ReturnType<typeof setup>,
  dialog: HTMLElement,
  [login, amount, reason]: [string, string, string],
) {
  await user.type(field(dialog, /Логин/), login);
  await user.type(field(dialog, /Сумма/), amount);
  await user.type(field(dialog, /Причина/), reason);
}

describe("'Начислить или списать'", () => {
  it('asks for the login, the amount and the reason before sending', async () => {
    const api = stub(() => jsonResponse(200, makeLedgerEntry()));
    const user = setup();
    const dialog = await openDialog(user);
    expect(field(dialog, /Логин/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Провести' }));
    expect(dialog).toHaveTextContent('Укажите логин');
    expect(dialog).toHaveTextContent('Укажите сумму');
    expect(dialog).toHaveTextContent('Укажите причину');
    expect(api.to('POST', '/admin/ledger/adjust')).toHaveLength(0);
  });

  it('refuses an amount of 0, more than two decimals, and a blank reason', async () => {
    const api = stub(() => jsonResponse(200, makeLedgerEntry()));
    const user = setup();
    const dialog = await openDialog(user);
    await fill(user, dialog, ['anna', '0,00', '   ']);
    await user.click(within(dialog).getByRole('button', { name: 'Провести' }));
    expect(dialog).toHaveTextContent('Сумма не может быть равна 0');
    expect(dialog).toHaveTextContent('Укажите причину');
    await user.clear(field(dialog, /Сумма/));
    await user.type(field(dialog, /Сумма/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Провести' }));
    expect(dialog).toHaveTextContent('не более чем двумя знаками');
    expect(field(dialog, /Сумма/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', '/admin/ledger/adjust')).toHaveLength(0);
  });

  it('sends the exact signed amount, closes, flashes and reloads the journal', async () => {
    const api = stub(() => jsonResponse(200, makeLedgerEntry({ type: 'adjustment' })));
    const user = setup();
    const dialog = await openDialog(user);
    const loads = api.to('GET', '/admin/ledger').length;
    await fill(user, dialog, [' anna ', '-250,5', 'Ошибка оператора{Enter}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/admin/ledger/adjust')[0]?.body).toEqual({
      username: 'anna',
      amount: '-250.50',
      reason: 'Ошибка оператора',
    });
    const flash = await screen.findByText(/^Баланс anna изменён/);
    expect(flash.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Баланс anna изменён: −250,50 ₽',
    );
    await waitFor(() => expect(api.to('GET', '/admin/ledger').length).toBeGreaterThan(loads));
    expect(screen.getByRole('button', { name: 'Начислить или списать' })).toHaveFocus();
  });

  it.each([
    ['250,50', '250.50'],
    ['1 490,50', '1490.50'],
    ['1490.50', '1490.50'],
    ['-1 490,50', '-1490.50'],
  ])('reads %s, with a decimal comma or point and spaces, as "%s"', async (typed, sent) => {
    const api = stub(() => jsonResponse(200, makeLedgerEntry({ type: 'adjustment' })));
    const user = setup();
    const dialog = await openDialog(user);
    await fill(user, dialog, ['anna', typed, 'Бонус{Enter}']);
    await waitFor(() => expect(api.to('POST', '/admin/ledger/adjust')).toHaveLength(1));
    expect(api.to('POST', '/admin/ledger/adjust')[0]?.body).toMatchObject({ amount: sent });
  });

  it("keeps the dialog open with the refusal's detail", async () => {
    const api = stub(() => jsonResponse(400, { detail: 'Недостаточно средств на балансе' }));
    const user = setup();
    const dialog = await openDialog(user);
    await fill(user, dialog, ['anna', '-100000', 'Списание']);
    await user.click(within(dialog).getByRole('button', { name: 'Провести' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Недостаточно средств на балансе',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.to('POST', '/admin/ledger/adjust')[0]?.body).toMatchObject({ amount: '-100000.00' });
    // Changing a field clears the refusal: it was about the values sent.
    await user.type(field(dialog, /Сумма/), '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an unknown login as the server words it', async () => {
    stub(() => jsonResponse(404, { detail: 'Пользователь не найден' }));
    const user = setup();
    const dialog = await openDialog(user);
    await fill(user, dialog, ['ghost', '500', 'Бонус{Enter}']);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Пользователь не найден');
  });

  it("'Отмена' closes without sending and starts clean next time", async () => {
    const api = stub(() => jsonResponse(200, makeLedgerEntry()));
    const user = setup();
    const dialog = await openDialog(user);
    await user.type(field(dialog, /Логин/), 'anna');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Начислить или списать' }));
    expect(field(await screen.findByRole('dialog'), /Логин/)).toHaveValue('');
    expect(api.to('POST', '/admin/ledger/adjust')).toHaveLength(0);
  });
});

import { buttonTexts, jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { makeOrder, page } from '@storefront/shared/testing/fixtures';
import { lastQuery } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities } from '../../../testing/fixtures';

const waiting = makeOrder({ id: 11, number: 1011, status: 'awaiting_approval' });
const paid = makeOrder({ id: 12, number: 1012, status: 'paid' });

/** The list answers `orders` until a move succeeds, then the moved order in its new status. */
function stub(moveAnswer: (call: ApiCall) => Response) {
  let current = [waiting, paid];
  const move = (call: ApiCall) => {
    const answer = moveAnswer(call);
    if (answer.ok) {
      const [, , , id, action] = call.path.split('/');
      const status = { approve: 'paid', complete: 'completed', cancel: 'canceled' } as const;
      current = current.map((o) =>
        o.id === Number(id) ? { ...o, status: status[action as keyof typeof status] } : o,
      );
    }
    return answer;
  };
  return stubApi({
    'GET /admin/orders': () => jsonResponse(200, page('orders', current)),
    'GET /shop/cities': jsonResponse(200, cities),
    'POST /admin/orders/11/approve': move,
    'POST /admin/orders/11/cancel': move,
    'POST /admin/orders/12/complete': move,
    'POST /admin/orders/12/cancel': move,
  });
}

const ok = (call: ApiCall) =>
  jsonResponse(200, { ...waiting, id: Number(call.path.split('/')[3]) });
/** The journal showing the orders, with a user to press its buttons. */
function openJournal(moveAnswer: (call: ApiCall) => Response) {
  const api = stub(moveAnswer);
  const user = userEvent.setup();
  renderAdminApp('/admin/orders');
  return { api, user };
}

const rowOf = (number: number) => screen.getByText(`№ ${number}`).closest('li') as HTMLElement;

/** Waits for the order's row, then presses one of its buttons. */
async function press(user: ReturnType<typeof userEvent.setup>, number: number, name: string) {
  await screen.findByText(`№ ${number}`);
  await user.click(within(rowOf(number)).getByRole('button', { name }));
}

describe('order moves', () => {
  it("'Подтвердить' confirms at once, flashes and shows the new status", async () => {
    const { api, user } = openJournal(ok);
    await press(user, 1011, 'Подтвердить');
    expect(await screen.findByText('Заказ № 1011 подтверждён')).toBeInTheDocument();
    expect(api.to('POST', '/admin/orders/11/approve')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf(1011)).getByText('Оплачен')).toBeInTheDocument());
    expect(within(rowOf(1011)).getByRole('button', { name: 'Выполнен' })).toBeInTheDocument();
  });

  it("'Выполнен' completes a paid order", async () => {
    const { api, user } = openJournal(ok);
    await press(user, 1012, 'Выполнен');
    expect(await screen.findByText('Заказ № 1012 выполнен')).toBeInTheDocument();
    expect(api.to('POST', '/admin/orders/12/complete')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf(1012)).queryAllByRole('button')).toHaveLength(0));
  });

  it("'Отменить' asks the spec's question first; 'Не отменять' sends nothing", async () => {
    const { api, user } = openJournal(ok);
    await screen.findByText('№ 1012');
    const opener = within(rowOf(1012)).getByRole('button', { name: 'Отменить' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    expect(dialog).toHaveTextContent(
      'Отменить заказ № 1012? Деньги вернутся на баланс покупателя.',
    );
    // Issue 23: neither button reads like the other ('Отмена' beside 'Отменить заказ' did).
    expect(buttonTexts(dialog)).toEqual(['Не отменять', 'Отменить заказ']);
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(api.to('POST', '/admin/orders/12/cancel')).toHaveLength(0);

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    expect(
      await screen.findByText('Заказ № 1012 отменён, деньги вернулись на баланс покупателя'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/admin/orders/12/cancel')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf(1012)).getByText('Отменён')).toBeInTheDocument());
  });

  it("shows a refusal's detail (409) and reloads the list", async () => {
    const { api, user } = openJournal(() => jsonResponse(409, { detail: 'Заказ уже отменён' }));
    await screen.findByText('№ 1011');
    const loads = api.to('GET', '/admin/orders').length;
    await user.click(within(rowOf(1011)).getByRole('button', { name: 'Отменить' }));
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Заказ уже отменён')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/admin/orders').length).toBeGreaterThan(loads));
    expect(screen.queryByText(/отменён, деньги/)).not.toBeInTheDocument();
  });

  it('on a phone the moves are a menu named after the order', async () => {
    const undo = narrowScreen();
    try {
      const { api, user } = openJournal(ok);
      await screen.findByText('№ 1011');
      expect(within(rowOf(1011)).queryByRole('button', { name: 'Подтвердить' })).toBeNull();
      await user.click(within(rowOf(1011)).getByRole('button', { name: 'Действия: заказ № 1011' }));
      expect(screen.getByRole('menuitem', { name: 'Отменить' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Подтвердить' }));
      await waitFor(() => expect(api.to('POST', '/admin/orders/11/approve')).toHaveLength(1));
    } finally {
      undo();
    }
  });

  it('keeps the old rows inert while a new search is on its way', async () => {
    const later = deferred();
    const api = stubApi({
      'GET /admin/orders': (call) =>
        call.query.get('search') ? later.respond() : jsonResponse(200, page('orders', [waiting])),
      'GET /shop/cities': jsonResponse(200, cities),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/orders');
    const list = await screen.findByRole('list', { name: 'Заказы' });
    expect(list).not.toHaveAttribute('aria-busy');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск заказов' }), '1012');
    // Applied 300 ms after the last keystroke, without Enter.
    await waitFor(() => expect(lastQuery(api, '/admin/orders').search).toBe('1012'));
    expect(screen.getByRole('list', { name: 'Заказы' })).toHaveAttribute('aria-busy', 'true');
    later.answer(jsonResponse(200, page('orders', [paid])));
    await screen.findByText('№ 1012');
    expect(screen.getByRole('list', { name: 'Заказы' })).not.toHaveAttribute('aria-busy');
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { act, screen, waitFor, within } from '@testing-library/react';
import { openCoupons, setup, stubCoupons } from '../testing/coupon-driver';

describe('deleting a coupon', () => {
  it('is offered only for a coupon nobody has used', async () => {
    stubCoupons();
    const list = await openCoupons();
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('button', { name: 'Удалить купон SPRING5' })).toHaveAttribute(
      'title',
      'Удалить',
    );
    expect(within(second).queryByRole('button', { name: /Удалить/ })).toBeNull();
    // The other actions stay on every row.
    expect(within(second).getByRole('button', { name: 'Изменить купон VIP50' })).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Деактивировать VIP50' })).toBeEnabled();
  });

  it('asks first, and deletes only when confirmed; then says so and reloads', async () => {
    const api = stubCoupons({ 'DELETE /coupons/coupons/4': new Response(null, { status: 204 }) });
    const user = setup();
    await openCoupons();
    const remove = screen.getByRole('button', { name: 'Удалить купон SPRING5' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Удалить купон SPRING5?' });
    expect(dialog).toHaveTextContent('Удалить купон SPRING5?Это действие нельзя отменить.');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', '/coupons/coupons/4')).toEqual([]);

    const loads = api.to('GET', '/coupons/coupons').length;
    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Удалить купон SPRING5?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Купон SPRING5 удалён')).toBeInTheDocument();
    expect(api.to('DELETE', '/coupons/coupons/4')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('GET', '/coupons/coupons').length).toBeGreaterThan(loads));
    expect(api.to('GET', '/coupons/stats').length).toBeGreaterThan(1);
  });

  it("a coupon used meanwhile (409) says the server's words and reloads the list", async () => {
    const detail = 'Купон уже использовался: его можно только отключить';
    const api = stubCoupons({ 'DELETE /coupons/coupons/4': jsonResponse(409, { detail }) });
    const user = setup();
    await openCoupons();
    const loads = api.to('GET', '/coupons/coupons').length;
    await user.click(screen.getByRole('button', { name: 'Удалить купон SPRING5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить купон SPRING5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByText('Купон SPRING5 удалён')).toBeNull();
    await waitFor(() => expect(api.to('GET', '/coupons/coupons').length).toBeGreaterThan(loads));
  });
});

describe('a row on a phone', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = narrowScreen();
  });
  afterEach(() => undo());

  it("folds its actions into the '⋮' menu, delete only for an unused coupon", async () => {
    stubCoupons({ 'DELETE /coupons/coupons/4': new Response(null, { status: 204 }) });
    const user = setup();
    await openCoupons();
    expect(screen.queryByRole('button', { name: 'Удалить купон SPRING5' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Действия: VIP50' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Изменить', 'Деактивировать']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // By keyboard: the menu opens with Enter and its items are reached with the arrows.
    act(() => screen.getByRole('button', { name: 'Действия: SPRING5' }).focus());
    await user.keyboard('{Enter}');
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Изменить', 'Деактивировать', 'Удалить']);
    await user.keyboard('{ArrowUp}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить купон SPRING5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Купон SPRING5 удалён')).toBeInTheDocument();
  });

  it('opens the edit dialog from the menu', async () => {
    stubCoupons();
    const user = setup();
    await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Действия: SPRING5' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    expect(await screen.findByRole('dialog', { name: 'Изменить купон SPRING5' })).toBeVisible();
  });
});

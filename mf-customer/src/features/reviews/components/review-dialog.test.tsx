import type { Order } from '@storefront/shared/contract/orders';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD } from '../../../testing/shop-api';

const completed = makeOrder({ id: 2, number: 1001, status: 'completed', product_name: 'Кофе' });

/**
 * The orders as the server answers them: once a review was sent, its status. `review` answers
 * POST /reviews/ (201 by default).
 */
function stub(
  review: () => Response | Promise<Response> = () => jsonResponse(201, { id: 1 }),
  orders: Order[] = [completed],
) {
  let reviewed = false;
  return stubApi({
    'GET /orders/my': () =>
      jsonResponse(
        200,
        page(
          'orders',
          orders.map((order) =>
            reviewed && order.id === completed.id ? { ...order, review_status: 'pending' } : order,
          ),
        ),
      ),
    'POST /reviews/': () => {
      reviewed = true;
      return review();
    },
  });
}

const setup = () => userEvent.setup({ delay: null });

async function openDialog(user: ReturnType<typeof setup>) {
  renderCustomerApp('/user/orders');
  await user.click(await screen.findByRole('button', { name: 'Оставить отзыв' }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Отзыв о заказе № 1001' });
}

const text = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Текст отзыва/ });
const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отправить' });
const star = (dialog: HTMLElement, name: string) => within(dialog).getByRole('radio', { name });

describe("'Оставить отзыв'", () => {
  it('offers the button only on a completed order without a review, and labels a review', async () => {
    stub(undefined, [
      completed,
      makeOrder({ id: 3, number: 1002, status: 'paid' }),
      makeOrder({ id: 4, number: 1003, status: 'completed', review_status: 'pending' }),
      makeOrder({ id: 5, number: 1004, status: 'completed', review_status: 'published' }),
      makeOrder({ id: 6, number: 1005, status: 'completed', review_status: 'rejected' }),
    ]);
    renderCustomerApp('/user/orders');
    const list = await screen.findByRole('list', { name: 'Заказы' }, FIRST_LOAD);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByRole('button')?.textContent ?? null)).toEqual([
      'Оставить отзыв',
      null,
      null,
      null,
      null,
    ]);
    expect(rows[2]).toHaveTextContent('Отзыв:На модерации');
    expect(rows[3]).toHaveTextContent('Отзыв:Опубликован');
    expect(rows[4]).toHaveTextContent('Отзыв:Отклонён');
    expect(rows[1]).not.toHaveTextContent('Отзыв');
  });

  it('requires a rating and 10 to 2000 characters of text: 9 are refused', async () => {
    const api = stub();
    const user = setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Кофе');
    await user.type(text(dialog), '123456789');
    await user.click(send(dialog));
    expect(dialog).toHaveTextContent('Поставьте оценку от 1 до 5');
    expect(dialog).toHaveTextContent('Отзыв — от 10 до 2000 символов');
    expect(star(dialog, '1 звезда')).toHaveFocus();
    expect(text(dialog)).toHaveAttribute('aria-invalid', 'true');
    await user.type(text(dialog), '0');
    expect(dialog).not.toHaveTextContent('Отзыв — от 10');
    await user.click(text(dialog));
    await user.paste('я'.repeat(1991));
    expect(dialog).toHaveTextContent('Отзыв — от 10 до 2000 символов');
    expect(api.to('POST', '/reviews/')).toHaveLength(0);
  });

  it('chooses the rating with the keyboard: a radio group of named stars', async () => {
    stub();
    const user = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radiogroup', { name: /Оценка/ })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 звезда', '2 звезды', '3 звезды', '4 звезды', '5 звёзд']);
    // The dialog holds the focus first; Tab reaches the group before the text.
    await user.tab();
    expect(star(dialog, '1 звезда')).toHaveFocus();
    await user.keyboard(' ');
    expect(star(dialog, '1 звезда')).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(star(dialog, '4 звезды')).toBeChecked();
  });

  it("sends once, thanks, and the row shows 'На модерации' instead of the button", async () => {
    const answer = deferred();
    const api = stub(answer.respond);
    const user = setup();
    const dialog = await openDialog(user);
    await user.click(star(dialog, '4 звезды'));
    await user.type(text(dialog), '  Отличный кофе, спасибо!  ');
    await user.dblClick(send(dialog));
    expect(send(dialog)).toBeDisabled();
    expect(api.to('POST', '/reviews/')).toHaveLength(1);
    expect(api.to('POST', '/reviews/')[0]?.body).toEqual({
      order_id: 2,
      rating: 4,
      text: 'Отличный кофе, спасибо!',
    });
    answer.answer(jsonResponse(201, { id: 1 }));
    const thanks = await screen.findByText('Спасибо! Отзыв появится после проверки.');
    expect(thanks).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    // The orders list asked again: the row shows the review's status.
    await waitFor(() => expect(api.to('GET', '/orders/my')).toHaveLength(2));
    const row = within(screen.getByRole('list', { name: 'Заказы' })).getByRole('listitem');
    await waitFor(() => expect(row).toHaveTextContent('Отзыв:На модерации'));
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(api.to('POST', '/reviews/')).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const detail = 'Отзыв на этот заказ уже оставлен';
    stub(() => jsonResponse(409, { detail }));
    const user = setup();
    const dialog = await openDialog(user);
    await user.click(star(dialog, '3 звезды'));
    await user.type(text(dialog), 'Нормальный кофе');
    await user.click(send(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(text(dialog)).toHaveValue('Нормальный кофе');
    expect(star(dialog, '3 звезды')).toBeChecked();
    expect(send(dialog)).toBeEnabled();
    expect(screen.queryByText(/Спасибо!/)).not.toBeInTheDocument();
  });
});

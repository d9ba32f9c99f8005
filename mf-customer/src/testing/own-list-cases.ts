import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows, pagedAnswer, queryOf } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCustomerApp } from './render-customer-app';
import { FIRST_LOAD, location } from './shop-api';

// Test-only: the cases the customer's own lists of a page of their own (orders, tickets) share,
// each run by the list's test file with its rows.

export interface OwnList<T> {
  /** The page's address: '/user/orders'. */
  route: string;
  /** The list call's path: '/orders/my'. */
  path: string;
  /** The answer's key of the rows: 'orders'. */
  key: string;
  /** The rows' accessible name: 'Заказы'. */
  rows: string;
  items: T[];
}

/** The second of two pages, by the pager: its number in the address and in the call. */
export function itPagesBy20InTheUrl<T>(list: OwnList<T>, total: number) {
  it('pages by 20 with the page in the URL', async () => {
    const api = stubApi({
      [`GET ${list.path}`]: pagedAnswer(list.key, list.items, { total, pages: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    renderCustomerApp(list.route);
    await findRows(list.rows, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe(`${list.route}?page=2`);
    await waitFor(() =>
      expect(queryOf(api.to('GET', list.path).at(-1))).toEqual({ page: '2', size: '20' }),
    );
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toHaveTextContent(
      'Страница 2 из 2',
    );
  });
}

/** Every row a card on a phone: no table. `what`: the row's noun in the case's name. */
export function itShowsCardsOnAPhone<T>(list: OwnList<T>, what: string) {
  it(`shows each ${what} as a card on a 375 px screen`, async () => {
    const undo = narrowScreen();
    stubApi({ [`GET ${list.path}`]: jsonResponse(200, page(list.key, list.items)) });
    renderCustomerApp(list.route);
    expect(await findRows(list.rows, FIRST_LOAD)).toHaveLength(list.items.length);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    undo();
  });
}

import type { Review } from '@storefront/shared/contract/reviews';
import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { lastQuery, optionTexts, rowsOf } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReview } from '../../../testing/fixtures';

const SCRIPT = '<script>window.hacked = true</script>Отлично!';

const reviews = [
  makeReview({ id: 1, product_name: 'Чай улун', username: 'anna', rating: 4, text: SCRIPT }),
  makeReview({
    id: 2,
    product_name: 'Кофе',
    username: 'boris',
    rating: 2,
    status: 'published',
    moderated_by: 'boss',
    moderated_at: '2026-05-03T10:00:00Z',
  }),
  makeReview({ id: 3, product_name: 'Мёд', rating: 5, status: 'rejected', moderated_by: 'boss' }),
];

/** The queue as the server keeps it: a decision changes what the next GET answers. */
function stub(decision?: (call: ApiCall) => Response | undefined) {
  let current = reviews;
  const decide = (call: ApiCall) => {
    const refused = decision?.(call);
    if (refused) return refused;
    const [, , , id, action] = call.path.split('/');
    const status = action === 'publish' ? 'published' : 'rejected';
    const found = current.find((r) => r.id === Number(id)) as Review;
    const next: Review = {
      ...found,
      status,
      moderated_by: 'boss',
      moderated_at: '2026-05-04T10:00:00Z',
    };
    current = current.map((r) => (r.id === next.id ? next : r));
    return jsonResponse(200, next);
  };
  const pending = () => current.filter((r) => r.status === 'pending').length;
  return stubApi({
    'GET /admin/reviews': (call) => {
      const status = call.query.get('status');
      const list = status ? current.filter((r) => r.status === status) : current;
      return jsonResponse(200, page('reviews', list, { pending_count: pending() }));
    },
    'POST /admin/reviews/1/publish': decide,
    'POST /admin/reviews/1/reject': decide,
    'POST /admin/reviews/2/reject': decide,
    'POST /admin/reviews/3/publish': decide,
  });
}

const rowOf = (product: string) => screen.getByText(product).closest('li') as HTMLElement;

describe('Отзывы', () => {
  it('shows each review: product, stars, status, author, order, date and the text as text', async () => {
    stub();
    await renderAdminList('/admin/reviews', 'Отзывы');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Отзывы');
    expect(screen.getByText(/Ждут проверки: 1\./)).toBeInTheDocument();
    const [first, second, third] = rowsOf('Отзывы') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Оценка: 4 из 5' })).toBeInTheDocument();
    expect(within(first).getByText('На модерации')).toBeInTheDocument();
    expect(first).toHaveTextContent('Автор: anna');
    expect(within(first).getByRole('link', { name: 'Заказ № 1009' })).toHaveAttribute(
      'href',
      '/admin/orders/9',
    );
    expect(first).toHaveTextContent('02.05.2026');
    expect(within(first).getByText(SCRIPT)).toBeInTheDocument();
    expect(first.querySelector('script')).toBeNull();
    expect(first).not.toHaveTextContent('Проверил');
    expect(within(second).getByRole('img', { name: 'Оценка: 2 из 5' })).toBeInTheDocument();
    expect(within(second).getByText('Опубликован')).toBeInTheDocument();
    expect(second).toHaveTextContent('Проверил: boss, 03.05.2026');
    expect(within(third).getByText('Отклонён')).toBeInTheDocument();
    const buttons = rowsOf('Отзывы').map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(buttons).toEqual([['Опубликовать', 'Отклонить'], ['Отклонить'], ['Опубликовать']]);
  });

  it("'Опубликовать' publishes: a message, the row's new status, the queue read again", async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/reviews', 'Отзывы');
    const loads = api.to('GET', '/admin/reviews').length;
    await user.click(within(rowOf('Чай улун')).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Отзыв о товаре «Чай улун» опубликован')).toBeInTheDocument();
    expect(api.to('POST', '/admin/reviews/1/publish')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('Чай улун')).getByText('Опубликован')).toBeVisible());
    expect(within(rowOf('Чай улун')).queryByRole('button', { name: 'Опубликовать' })).toBeNull();
    expect(rowOf('Чай улун')).toHaveTextContent('Проверил: boss');
    await waitFor(() => expect(api.to('GET', '/admin/reviews').length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.getByText(/Ждут проверки: 0\./)).toBeInTheDocument());
  });

  it("'Отклонить' rejects, and a rejected review can still be published", async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/reviews', 'Отзывы');
    await user.click(within(rowOf('Чай улун')).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Отзыв о товаре «Чай улун» отклонён')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Чай улун')).getByText('Отклонён')).toBeVisible());
    await user.click(within(rowOf('Мёд')).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(within(rowOf('Мёд')).getByText('Опубликован')).toBeVisible());
    expect(api.to('POST', '/admin/reviews/1/reject')).toHaveLength(1);
    expect(api.to('POST', '/admin/reviews/3/publish')).toHaveLength(1);
  });

  it('a double click decides once; the row waits for its answer, the others do not', async () => {
    const later = deferred();
    const api = stubApi({
      'GET /admin/reviews': jsonResponse(200, page('reviews', reviews, { pending_count: 1 })),
      'POST /admin/reviews/1/publish': () => later.respond(),
    });
    const user = userEvent.setup();
    await renderAdminList('/admin/reviews', 'Отзывы');
    await user.dblClick(within(rowOf('Чай улун')).getByRole('button', { name: 'Опубликовать' }));
    expect(within(rowOf('Чай улун')).getByRole('button', { name: 'Отклонить' })).toBeDisabled();
    expect(within(rowOf('Кофе')).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
    later.answer(jsonResponse(200, { ...reviews[0], status: 'published', moderated_by: 'boss' }));
    await waitFor(() => expect(within(rowOf('Чай улун')).getByText('Опубликован')).toBeVisible());
    expect(api.to('POST', '/admin/reviews/1/publish')).toHaveLength(1);
  });

  it("shows the server's detail when it refuses, and the row keeps its status", async () => {
    stub(() => jsonResponse(404, { detail: 'Отзыв не найден' }));
    const user = userEvent.setup();
    await renderAdminList('/admin/reviews', 'Отзывы');
    await user.click(within(rowOf('Кофе')).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Отзыв не найден')).toBeInTheDocument();
    expect(within(rowOf('Кофе')).getByText('Опубликован')).toBeInTheDocument();
  });

  it('keeps the status filter in the URL and the request', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/reviews', 'Отзывы');
    expect(optionTexts('Статус')).toEqual([
      'Все статусы',
      'На модерации',
      'Опубликован',
      'Отклонён',
    ]);
    await user.selectOptions(screen.getByLabelText('Статус'), 'На модерации');
    expect(location()).toBe('/admin/reviews?status=pending');
    await waitFor(() => expect(rowsOf('Отзывы')).toHaveLength(1));
    expect(lastQuery(api, '/admin/reviews')).toEqual({
      page: '1',
      size: '20',
      status: 'pending',
    });
  });

  it('reads the page from the address and pages by 20', async () => {
    const api = stubApi({
      'GET /admin/reviews': jsonResponse(
        200,
        page('reviews', reviews, { total: 45, page: 2, pages: 3, pending_count: 1 }),
      ),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/reviews?status=pending&page=2');
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument();
    expect(lastQuery(api, '/admin/reviews').page).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe('/admin/reviews?status=pending&page=3');
    await waitFor(() => expect(lastQuery(api, '/admin/reviews').page).toBe('3'));
  });

  it("says 'Отзывы не найдены' with a filter, else 'Отзывов пока нет'", async () => {
    stubApi({ 'GET /admin/reviews': jsonResponse(200, page('reviews', [], { pending_count: 0 })) });
    const filtered = renderAdminApp('/admin/reviews?status=rejected');
    expect(await screen.findByText('Отзывы не найдены')).toBeInTheDocument();
    filtered.unmount();
    renderAdminApp('/admin/reviews');
    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
  });

  it('on a phone the decisions are a menu named after the review', async () => {
    const undo = narrowScreen();
    try {
      const api = stub();
      const user = userEvent.setup();
      await renderAdminList('/admin/reviews', 'Отзывы');
      expect(within(rowOf('Чай улун')).queryByRole('button', { name: 'Опубликовать' })).toBeNull();
      await user.click(
        within(rowOf('Чай улун')).getByRole('button', {
          name: 'Действия: отзыв anna о товаре «Чай улун»',
        }),
      );
      expect(screen.getByRole('menuitem', { name: 'Отклонить' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Опубликовать' }));
      await waitFor(() => expect(api.to('POST', '/admin/reviews/1/publish')).toHaveLength(1));
    } finally {
      undo();
    }
  });
});

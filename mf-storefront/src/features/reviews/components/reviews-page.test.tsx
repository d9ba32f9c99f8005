import { jsonResponse } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReview, makeReviewsPage } from '../../../testing/fixtures';
import { location, renderStorefront } from '../../../testing/render-storefront';

const reviewList = () => screen.findByRole('list', { name: 'Список отзывов' });

describe('/reviews', () => {
  it('lists published reviews: product link, stars, author, date and text', async () => {
    const api = stubApi({
      'GET /reviews/': jsonResponse(200, {
        ...makeReviewsPage(1, 2),
        reviews: [
          makeReview(9, { rating: 4, author: 'anna', text: 'Отличный кофе.\nВозьму ещё.' }),
          makeReview(8, { product_id: 7, product_name: 'Чай', rating: 5, author: 'boris' }),
        ],
      }),
    });
    renderStorefront('/reviews', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Отзывы' })).toBeInTheDocument();
    const items = within(await reviewList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Кофе в зёрнах' })).toHaveAttribute(
      'href',
      '/products/5',
    );
    expect(within(first).getByRole('img', { name: 'Оценка: 4 из 5' })).toHaveTextContent('★★★★☆');
    expect(within(first).getByText('anna, 20.11.2026')).toBeInTheDocument();
    // One paragraph keeping the line break (pre-wrap).
    const text = within(first).getByText('Отличный кофе. Возьму ещё.');
    expect(text.textContent).toBe('Отличный кофе.\nВозьму ещё.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(second).getByRole('link', { name: 'Чай' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(second).getByRole('img', { name: 'Оценка: 5 из 5' })).toBeInTheDocument();
    expect(api.to('GET', '/reviews/')[0]?.query.toString()).toBe('page=1&size=20');
    // No pager for a single page.
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it("says 'Отзывов пока нет' when there are none", async () => {
    stubApi({ 'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)) });
    renderStorefront('/reviews', null);
    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Список отзывов' })).not.toBeInTheDocument();
  });

  it('shows markup in a review as the text it is, never running it', async () => {
    const text = '<script>window.hacked = true</script><b>жирный</b>';
    stubApi({
      'GET /reviews/': jsonResponse(200, {
        ...makeReviewsPage(1, 1),
        reviews: [makeReview(1, { text, author: '<img src=x onerror=alert(1)>' })],
      }),
    });
    renderStorefront('/reviews', null);
    const list = await reviewList();
    expect(within(list).getByText(text)).toBeInTheDocument();
    expect(within(list).getByText(/^<img src=x onerror=alert\(1\)>, /)).toBeInTheDocument();
    expect(list.querySelector('script, b, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('pages by 20 with the page in the URL', async () => {
    const api = stubApi({
      'GET /reviews/': (call) =>
        jsonResponse(200, makeReviewsPage(Number(call.query.get('page')), 45)),
    });
    renderStorefront('/reviews', null);
    expect(within(await reviewList()).getAllByRole('listitem')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(pager).toHaveTextContent('Страница 1 из 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(location()).toBe('/reviews?page=2');
    await waitFor(() => expect(pager).toHaveTextContent('Страница 2 из 3'));
    expect(api.to('GET', '/reviews/').at(-1)?.query.get('page')).toBe('2');
    await waitFor(() => expect(screen.getByText('user25, 20.11.2026')).toBeInTheDocument());
  });

  it('opens the page the URL names, and moves a page past the end to the last one', async () => {
    const api = stubApi({
      'GET /reviews/': (call) => {
        const page = Number(call.query.get('page'));
        return jsonResponse(200, { ...makeReviewsPage(Math.min(page, 3), 45), page });
      },
    });
    const { unmount } = renderStorefront('/reviews?page=3', null);
    expect(within(await reviewList()).getAllByRole('listitem')).toHaveLength(5);
    expect(api.to('GET', '/reviews/')[0]?.query.get('page')).toBe('3');
    unmount();
    renderStorefront('/reviews?page=9', null);
    await waitFor(() => expect(location()).toBe('/reviews?page=3'));
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toHaveTextContent(
      'Страница 3 из 3',
    );
  });

  it('says the load failed, and tries again', async () => {
    let answer = jsonResponse(500, { detail: 'Ошибка' });
    stubApi({ 'GET /reviews/': () => answer.clone() });
    renderStorefront('/reviews', null);
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    expect(screen.getByText('Не удалось загрузить отзывы')).toBeInTheDocument();
    answer = jsonResponse(200, makeReviewsPage(1, 1));
    await userEvent.click(retry);
    expect(within(await reviewList()).getAllByRole('listitem')).toHaveLength(1);
  });
});

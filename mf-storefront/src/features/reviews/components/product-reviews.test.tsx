import { jsonResponse } from '@storefront/shared/testing';
import { type ApiCall, deferred, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeProduct, makeReview, makeReviewsPage } from '../../../testing/fixtures';
import { renderStorefront } from '../../../testing/render-storefront';

function stubProductWithReviews(reviews: Routes[string]) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, cities),
    'GET /shop/products/5': jsonResponse(200, makeProduct({ rating: 4, reviews_count: 45 })),
    'GET /shop/coupons': jsonResponse(200, []),
    'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
    'GET /reviews/': reviews,
  });
}

function answerPage(call: ApiCall) {
  return jsonResponse(200, makeReviewsPage(Number(call.query.get('page')), 45));
}

const section = () => screen.findByRole('region', { name: 'Отзывы' });

describe("the product page's reviews", () => {
  it("shows the product's published reviews under it, the rating line kept", async () => {
    const api = stubProductWithReviews(
      jsonResponse(200, {
        ...makeReviewsPage(1, 1),
        reviews: [makeReview(3, { author: 'anna', rating: 2, text: '<script>alert(1)</script>' })],
      }),
    );
    renderStorefront('/products/5', null);
    const reviews = await section();
    expect(within(reviews).getByRole('heading', { level: 2, name: 'Отзывы' })).toBeInTheDocument();
    const item = await within(reviews).findByRole('listitem');
    expect(within(item).getByRole('img', { name: 'Оценка: 2 из 5' })).toBeInTheDocument();
    expect(within(item).getByText('anna, 20.11.2026')).toBeInTheDocument();
    expect(within(item).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    // The product's own page: no link to itself.
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Рейтинг 4 из 5 · 45 отзывов')).toBeInTheDocument();
    expect(api.to('GET', '/reviews/')[0]?.query.toString()).toBe('product_id=5&page=1&size=20');
    expect(within(reviews).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it("says 'Отзывов пока нет' for a product without reviews", async () => {
    stubProductWithReviews(jsonResponse(200, makeReviewsPage(1, 0)));
    renderStorefront('/products/5', null);
    expect(await within(await section()).findByText('Отзывов пока нет')).toBeInTheDocument();
  });

  it("appends the next 20 with 'Показать ещё' until the last page", async () => {
    const api = stubProductWithReviews(answerPage);
    renderStorefront('/products/5', null);
    const reviews = await section();
    const list = await within(reviews).findByRole('list', { name: 'Список отзывов' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(reviews).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await userEvent.click(within(reviews).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(within(reviews).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('user1,');
    expect(api.to('GET', '/reviews/').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('keeps the button disabled while the next page loads', async () => {
    const next = deferred();
    stubProductWithReviews((call) =>
      call.query.get('page') === '2' ? next.respond() : answerPage(call),
    );
    renderStorefront('/products/5', null);
    const reviews = await section();
    await userEvent.click(await within(reviews).findByRole('button', { name: 'Показать ещё' }));
    expect(within(reviews).getByRole('button', { name: 'Загрузка...' })).toBeDisabled();
    next.answer(jsonResponse(200, makeReviewsPage(2, 45)));
    expect(await within(reviews).findByRole('button', { name: 'Показать ещё' })).toBeEnabled();
  });

  it('shows no reviews section for a product not found', async () => {
    const api = stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products/5': jsonResponse(404, { detail: 'Товар не найден' }),
    });
    renderStorefront('/products/5', null);
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Отзывы' })).toBeNull();
    expect(api.to('GET', '/reviews/')).toHaveLength(0);
  });
});

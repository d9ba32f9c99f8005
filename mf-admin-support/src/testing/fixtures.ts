import type { Review } from '@storefront/shared/contract/reviews';

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    user_id: 7,
    username: 'anna',
    product_id: 5,
    product_name: 'Чай улун',
    order_id: 9,
    order_number: 1009,
    rating: 4,
    text: 'Хороший чай, заварился отлично.',
    status: 'pending',
    created_at: '2026-05-02T12:00:00Z',
    moderated_at: null,
    moderated_by: null,
    ...overrides,
  };
}

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { makeReview } from '../../testing/fixtures';

inEnglish();

it('shows the review queue in English', async () => {
  stubApi({
    'GET /admin/reviews': jsonResponse(200, page('reviews', [makeReview()], { pending_count: 1 })),
  });
  renderAdminApp('/admin/reviews');
  const list = await screen.findByRole('list', { name: 'Reviews' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reviews');
  expect(screen.getByText(/Awaiting review: 1\./)).toBeInTheDocument();
  const row = within(list).getByRole('listitem');
  expect(within(row).getByRole('img', { name: 'Rating: 4 of 5' })).toBeInTheDocument();
  expect(within(row).getByText('Awaiting moderation')).toBeInTheDocument();
  expect(row).toHaveTextContent('Author: anna');
  expect(within(row).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

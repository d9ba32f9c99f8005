import type { PublicReview } from '@storefront/shared/contract/reviews';
import { Box, Stack } from '@storefront/shared/mui/core';
import { pendingProps } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';
import { ReviewItem } from './review-item';

export interface ReviewListProps {
  reviews: readonly PublicReview[];
  /** The list's accessible name. */
  label: string;
  productPath?: (id: number) => string;
  /** The previous page while the next one loads: dimmed and inert (see `pendingProps`). */
  pending?: boolean;
  /** Items appended after these (the product page's further pages). */
  children?: ReactNode;
}

/** Reviews as one list, newest first (the order the API answers). */
export function ReviewList({
  reviews,
  label,
  productPath,
  pending = false,
  children,
}: ReviewListProps) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      spacing={2}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      {...pendingProps(pending)}
    >
      <ReviewItems reviews={reviews} productPath={productPath} />
      {children}
    </Stack>
  );
}

/** The list items alone, for a page appended to a list. */
export function ReviewItems({
  reviews,
  productPath,
}: Pick<ReviewListProps, 'reviews' | 'productPath'>) {
  return reviews.map((review) => (
    <Box component="li" key={review.id}>
      <ReviewItem review={review} productPath={productPath} />
    </Box>
  ));
}

import { Box, Button, Typography } from '@storefront/shared/mui/core';
import { ListState, listLoadState } from '@storefront/shared/ui/admin/list-state';
import { type ReactNode, useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { useReviews } from '../api/get-reviews';
import { useProductReviewPages } from '../hooks/use-product-review-pages';
import { ReviewItems, ReviewList } from './review-list';

/**
 * shop-spec 2.3: the product page's 'Отзывы', its published reviews, newest first, 20 at a time
 * with 'Показать ещё' appending the next. The average and count stay in the product's details
 * (they come with the product).
 */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useStorefrontTranslation();
  const titleId = useId();
  const pages = useProductReviewPages(productId);
  const { data } = pages.first;
  const reviews = data?.reviews ?? [];
  const more: ReactNode[] = [];
  for (let page = 2; page <= pages.count; page += 1) {
    more.push(<MoreReviews key={page} productId={productId} page={page} />);
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('reviews.title')}
      </Typography>
      <ListState
        {...listLoadState(pages.first)}
        errorText={t('reviews.loadError')}
        empty={data !== undefined && reviews.length === 0}
        noneText={t('reviews.none')}
      />
      {reviews.length > 0 && (
        <ReviewList reviews={reviews} label={t('reviews.list')}>
          {more}
        </ReviewList>
      )}
      <ListState
        loading={false}
        error={pages.moreError}
        onRetry={pages.retryMore}
        errorText={t('reviews.loadError')}
        empty={false}
        noneText=""
      />
      {(pages.hasMore || pages.loadingMore) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" disabled={pages.loadingMore} onClick={pages.showMore}>
            {pages.loadingMore ? t('reviews.loadingMore') : t('reviews.showMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The reviews of one appended page; nothing until they arrive. */
function MoreReviews({ productId, page }: { productId: number; page: number }) {
  const { data } = useReviews({ product_id: productId, page });
  return data ? <ReviewItems reviews={data.reviews} /> : null;
}

import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { Box, Typography } from '@storefront/shared/mui/core';
import { ListState, listLoadState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useStorefrontTranslation } from '../../../i18n';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';

/**
 * shop-spec 2.3 /reviews 'Отзывы': every product's published reviews, newest first, 20 a page
 * with the page in the URL (reload and Back show the same page).
 */
export function ReviewsPage({ productPath }: { productPath: (id: number) => string }) {
  const { t } = useStorefrontTranslation();
  const list = useListParams();
  const result = useReviews({ page: list.page }, true);
  const { data, isLoading } = result;
  useClampPage(list, data?.pages);
  const reviews = data?.reviews ?? [];
  return (
    <Box component="section">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('reviews.title')}
      </Typography>
      <ListState
        {...listLoadState(result)}
        errorText={t('reviews.loadError')}
        empty={data !== undefined && reviews.length === 0}
        noneText={t('reviews.none')}
      />
      {reviews.length > 0 && (
        <ReviewList
          reviews={reviews}
          label={t('reviews.list')}
          productPath={productPath}
          pending={isPending({ isLoading, data })}
        />
      )}
      {data && data.pages > 1 && (
        <Pager page={list.page} pages={data.pages} onPage={list.setPage} />
      )}
    </Box>
  );
}

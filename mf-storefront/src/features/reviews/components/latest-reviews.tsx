import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { ListState, listLoadState } from '@storefront/shared/ui/admin/list-state';
import { useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';

/** The home page shows the newest few published reviews, and asks for no more. */
export const LATEST_REVIEWS = 3;

export interface LatestReviewsProps {
  productPath: (id: number) => string;
  /** /reviews ('Все отзывы'). */
  allHref: string;
}

/** The home page's latest published reviews (issue 21); nothing while there are none. */
export function LatestReviews({ productPath, allHref }: LatestReviewsProps) {
  const { t } = useStorefrontTranslation();
  const id = useId();
  const result = useReviews({ page: 1, size: LATEST_REVIEWS });
  const { data } = result;
  const reviews = data?.reviews ?? [];
  if (data && reviews.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h5" component="h2">
        {t('home.latestReviews')}
      </Typography>
      <ListState
        {...listLoadState(result)}
        errorText={t('reviews.loadError')}
        empty={false}
        noneText=""
      />
      {reviews.length > 0 && (
        <ReviewList
          reviews={reviews}
          label={t('home.latestReviewsList')}
          productPath={productPath}
        />
      )}
      {reviews.length > 0 && (
        <Link component={RouterLink} to={allHref} sx={{ alignSelf: 'flex-start', py: 0.5 }}>
          {t('home.allReviews')}
        </Link>
      )}
    </Stack>
  );
}

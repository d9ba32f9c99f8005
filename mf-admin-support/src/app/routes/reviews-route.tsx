import { Typography } from '@storefront/shared/mui/core';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useAdminReviews } from '../../features/reviews/api/get-admin-reviews';
import { ReviewList } from '../../features/reviews/components/review-list';
import { useReviewParams } from '../../features/reviews/utils/review-params';
import { useSupportTranslation } from '../../i18n';
import { orderPagePath, type SupportPaths } from '../paths';

/** /admin/reviews: 'Отзывы', the pre-moderation queue, with how many still wait. */
export function ReviewsRoute({ paths }: { paths: SupportPaths }) {
  const { t } = useSupportTranslation();
  const params = useReviewParams();
  // The same SWR entry as the list's: the header's figures cost no extra call.
  const { data } = useAdminReviews(params.query);
  return (
    <>
      <PageHeader title={t('reviews.title')} total={data?.total} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reviews.lead')}
        {data && ` ${t('reviews.pending', { count: data.pending_count })}`}
      </Typography>
      <ReviewList params={params} orderPath={(id) => orderPagePath(paths, id)} />
    </>
  );
}

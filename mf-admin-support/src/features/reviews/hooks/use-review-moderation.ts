import { refusalDetail } from '@storefront/shared/api-client';
import type { Review, ReviewsPage } from '@storefront/shared/contract/reviews';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSupportTranslation } from '../../../i18n';
import { ADMIN_REVIEWS_PATH } from '../api/get-admin-reviews';
import { moderateReview, type ReviewDecision } from '../api/moderate-review';

const isReviewsKey = (key: unknown) => Array.isArray(key) && key[0] === ADMIN_REVIEWS_PATH;

/**
 * 'Опубликовать' and 'Отклонить': the row shows the server's answer at once, then every loaded
 * page of the queue is read again (a filtered one may lose the row, the pending count changes).
 */
export function useReviewModeration() {
  const { t } = useSupportTranslation();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  // Several rows may be decided at once: each is busy until its own answer comes.
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());
  const mark = () => setBusy(new Set(inFlight.current));

  const decide = async (review: Review, decision: ReviewDecision) => {
    if (inFlight.current.has(review.id)) return;
    inFlight.current.add(review.id);
    mark();
    try {
      const answer = await moderateReview(review.id, decision);
      notify('success', t(`reviews.done.${decision}`, { product: review.product_name }));
      void mutate(
        isReviewsKey,
        (page?: ReviewsPage) =>
          page && {
            ...page,
            reviews: page.reviews.map((row) => (row.id === answer.id ? answer : row)),
          },
      );
    } catch (failure) {
      const detail = refusalDetail(failure);
      notify('error', detail ?? t('reviews.failed'));
      void mutate(isReviewsKey);
    } finally {
      inFlight.current.delete(review.id);
      mark();
    }
  };

  return { isBusy: (id: number) => busy.has(id), decide };
}

import { useState } from 'react';
import { useReviews } from '../api/get-reviews';

/**
 * A product's reviews as pages appended by 'Показать ещё'. Page 1 is fetched here; pages
 * 2..count by the list's `MoreReviews`, which share their SWR entries with this hook's read of
 * the last one (as the catalogue's pages do).
 */
export function useProductReviewPages(productId: number) {
  const [count, setCount] = useState(1);
  const first = useReviews({ product_id: productId, page: 1 });
  const last = useReviews(count > 1 ? { product_id: productId, page: count } : null);
  const lastData = count > 1 ? last.data : first.data;
  return {
    count,
    first,
    hasMore: lastData !== undefined && count < lastData.pages,
    loadingMore: count > 1 && last.isLoading,
    moreError: count > 1 ? last.error : undefined,
    retryMore: () => void last.mutate(),
    showMore: () => setCount(count + 1),
  };
}

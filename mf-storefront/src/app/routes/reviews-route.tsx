import { ReviewsPage } from '../../features/reviews/components/reviews-page';
import type { StorefrontPaths } from '../paths';

/** /reviews: every product's published reviews. */
export function ReviewsRoute({ paths }: { paths: StorefrontPaths }) {
  return <ReviewsPage productPath={paths.productOf} />;
}

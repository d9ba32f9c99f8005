import { ReviewsPage } from '../../features/reviews/components/reviews-page';
import { useCityParam } from '../../hooks/use-city';
import { withCity } from '../../utils/city-link';
import type { StorefrontPaths } from '../paths';

/** /reviews: every product's published reviews; a product's link keeps the URL's city. */
export function ReviewsRoute({ paths }: { paths: StorefrontPaths }) {
  const city = useCityParam();
  return <ReviewsPage productPath={(id) => withCity(paths.productOf(id), city)} />;
}

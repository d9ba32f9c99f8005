import { useParams } from '@storefront/shared/router';
import { BelowTheFold, belowTheFold } from '@storefront/shared/ui/below-the-fold';
import { ProductPage } from '../../features/product/components/product-page';
import type { StorefrontPaths } from '../paths';

/** Under the product, where a phone's visitor scrolls to: its code comes when it nears. */
const productReviews = belowTheFold(() =>
  import('../../features/reviews/components/product-reviews').then((m) => m.ProductReviews),
);

/** /products/{id}: the product page, its published reviews under it. */
export function ProductRoute({ paths }: { paths: StorefrontPaths }) {
  const { productId = '' } = useParams();
  // Only digits name a product: '/products/1e3' or '/products/ 5' are not found.
  const id = /^[1-9][0-9]{0,15}$/.test(productId) ? Number(productId) : Number.NaN;
  // A new product starts with a fresh form (district, quantity, coupon) and its first reviews.
  return (
    <ProductPage
      key={productId}
      productId={id}
      productsPath={paths.products}
      productPath={paths.productOf}
      reviews={<BelowTheFold part={productReviews} productId={id} />}
    />
  );
}

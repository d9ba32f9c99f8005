import type { ShopProduct } from '@storefront/shared/contract/shop';
import { formatAmount } from '@storefront/shared/format/money';
import { formatNumber } from '@storefront/shared/format/number';
import { Stack, Typography } from '@storefront/shared/mui/core';
import { useStorefrontTranslation } from '../../../i18n';

/** Name, price, rating ('Нет отзывов' when none) and the description's paragraphs. */
export function ProductDetails({ product }: { product: ShopProduct }) {
  const { t } = useStorefrontTranslation();
  const rated = product.reviews_count > 0 && product.rating !== null;
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Typography>
      <Typography variant="h5" component="p" color="primary">
        {formatAmount(product.price)}
      </Typography>
      <Typography color="text.secondary">
        {rated
          ? t('product.rating', {
              rating: formatNumber(product.rating ?? 0, 1),
              count: product.reviews_count,
            })
          : t('product.noReviews')}
      </Typography>
      {product.description
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
          <Typography key={index} sx={{ overflowWrap: 'anywhere' }}>
            {paragraph}
          </Typography>
        ))}
    </Stack>
  );
}

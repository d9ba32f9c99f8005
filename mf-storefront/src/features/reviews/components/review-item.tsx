import type { PublicReview } from '@storefront/shared/contract/reviews';
import { formatDate } from '@storefront/shared/format/date';
import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { useStorefrontTranslation } from '../../../i18n';
import { RatingStars } from './rating-stars';

export interface ReviewItemProps {
  review: PublicReview;
  /** With it, the product's name links to its page (/reviews); without, it is left out. */
  productPath?: (id: number) => string;
}

/**
 * One published review: the product, the stars, the author and the date, then the text. The
 * text is a customer's, shown as React text (never HTML: `<script>` reads as typed), keeping
 * its line breaks.
 */
export function ReviewItem({ review, productPath }: ReviewItemProps) {
  const { t } = useStorefrontTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        {productPath && (
          <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={productPath(review.product_id)}>
              {review.product_name}
            </Link>
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <RatingStars rating={review.rating} />
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('reviews.byline', { author: review.author, date: formatDate(review.created_at) })}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.text}
        </Typography>
      </Stack>
    </Paper>
  );
}

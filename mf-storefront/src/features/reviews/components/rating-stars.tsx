import { REVIEW_LIMITS } from '@storefront/shared/limits';
import { Box } from '@storefront/shared/mui/core';
import { useStorefrontTranslation } from '../../../i18n';

/**
 * A rating as five stars, filled up to it. The stars are one image named 'Оценка: 4 из 5', so a
 * screen reader says the number instead of reading out ten star characters.
 */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useStorefrontTranslation();
  const max = REVIEW_LIMITS.ratingMax;
  const filled = Math.max(0, Math.min(Math.round(rating), max));
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('reviews.rating', { rating: filled, max })}
      sx={{ color: 'warning.main', letterSpacing: '0.1em', whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(filled)}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {'☆'.repeat(max - filled)}
      </Box>
    </Box>
  );
}

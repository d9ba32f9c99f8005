import { REVIEW_LIMITS } from '@storefront/shared/limits';
import { Box, createSvgIcon } from '@storefront/shared/mui/core';
import { useSupportTranslation } from '../../../i18n';

const StarIcon = createSvgIcon(
  <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />,
  'Star',
);

/** The rating as five stars, read out as 'Оценка: 4 из 5'. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useSupportTranslation();
  const max = REVIEW_LIMITS.ratingMax;
  return (
    <Box
      role="img"
      aria-label={t('reviews.rating', { rating, max })}
      sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}
    >
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={index}
          fontSize="small"
          aria-hidden
          sx={{ color: index < rating ? 'warning.main' : 'action.disabled' }}
        />
      ))}
    </Box>
  );
}

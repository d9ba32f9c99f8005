import { REVIEW_LIMITS } from '@storefront/shared/limits';
import { FormControl, FormHelperText, Typography } from '@storefront/shared/mui/core';
import { Radio, RadioGroup } from '@storefront/shared/mui/data';
import { useId } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { StarBorderIcon, StarIcon } from './star-icons';

const STARS = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, index) => REVIEW_LIMITS.ratingMin + index,
);

export interface RatingFieldProps {
  /** '' until chosen, else '1' to '5'. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
}

/**
 * The rating as a radio group drawn as stars (filled up to the choice): native radios, so Tab
 * reaches the group and the arrow keys move the choice, and each star is named '3 звезды'.
 */
export function RatingField({ value, onChange, error, disabled }: RatingFieldProps) {
  const { t } = useCustomerTranslation();
  const id = useId();
  const chosen = Number(value) || 0;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <Typography component="legend" id={`${id}-legend`} sx={{ mb: 0.5 }}>
        {t('reviews.rating')} *
      </Typography>
      <RadioGroup
        row
        name="rating"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-helper` : undefined}
      >
        {STARS.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            icon={stars <= chosen ? <StarIcon /> : <StarBorderIcon />}
            checkedIcon={<StarIcon />}
            slotProps={{ input: { 'aria-label': t('reviews.stars', { count: stars }) } }}
            sx={{ color: 'warning.main', '&.Mui-checked': { color: 'warning.main' } }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}

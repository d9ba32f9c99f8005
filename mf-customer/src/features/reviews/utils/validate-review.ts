import { REVIEW_LIMITS } from '@storefront/shared/limits';
import { textLength } from '../../../utils/text-length';

export interface ReviewValues {
  /** '' until a star is chosen, else '1' to '5'. */
  rating: string;
  text: string;
}

/** The figures the review messages name: `t(key, REVIEW_FIGURES)`. */
export const REVIEW_FIGURES = { min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax };

/** Message keys of what is wrong, per field (shop-spec 4: rating 1 to 5, text 10 to 2000). */
export function validateReview({ rating, text }: ReviewValues): Partial<ReviewValues> {
  const errors: Partial<ReviewValues> = {};
  const stars = Number(rating);
  const inRange = stars >= REVIEW_LIMITS.ratingMin && stars <= REVIEW_LIMITS.ratingMax;
  if (!rating || !Number.isInteger(stars) || !inRange) errors.rating = 'reviews.errors.rating';
  const length = textLength(text);
  if (length === 0) errors.text = 'reviews.errors.textRequired';
  else if (length < REVIEW_LIMITS.textMin || length > REVIEW_LIMITS.textMax) {
    errors.text = 'reviews.errors.textLength';
  }
  return errors;
}

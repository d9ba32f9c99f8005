import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { createReview } from '../api/create-review';
import { type ReviewValues, validateReview } from '../utils/validate-review';

const EMPTY: ReviewValues = { rating: '', text: '' };

/**
 * The shared form focuses a field by its name, which a radio group shares among its radios: the
 * first star takes the focus instead.
 */
function focusFirstStar(formElement: HTMLFormElement | null, values: ReviewValues) {
  if (!validateReview(values).rating) return;
  formElement?.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
}

/**
 * 'Оставить отзыв': checked on submit, then as it changes; one review per press. A refusal stays
 * in the dialog.
 */
export function useReview(orderId: number, onSent: () => void) {
  const form = useValidatedForm<ReviewValues>(EMPTY, validateReview);
  return useFormSubmit(
    form,
    async ({ rating, text }) => {
      await createReview({ order_id: orderId, rating: Number(rating), text: text.trim() });
      form.reset();
      onSent();
    },
    { refocus: 'text', onInvalid: (values) => focusFirstStar(form.formRef.current, values) },
  );
}
